// The webhook events from the sandbox stage's GET /v2/asyncapi.json (docs/webhooks.md): for each
// event type its summary, the fields of its data, and an example delivery. Built with the DOM
// (textContent only), so nothing in the document is ever run as HTML.
(async () => {
  const target = document.getElementById('events');
  const status = document.getElementById('status');
  const element = (tag, properties = {}, ...children) => {
    const node = Object.assign(document.createElement(tag), properties);
    node.append(...children);
    return node;
  };
  /** A schema's type as a reader says it: `string (uuid, at most 36)`, `one of PickedUp, Delivered`. */
  const typeOf = (schema) => {
    if (schema.const !== undefined) return `always ${JSON.stringify(schema.const)}`;
    if (schema.enum) return `one of ${schema.enum.join(', ')}`;
    if (schema.type === 'array') return `list of ${typeOf(schema.items ?? {})}`;
    const details = [schema.format, schema.maxLength !== undefined && `at most ${schema.maxLength}`].filter(Boolean);
    return `${schema.type ?? 'any'}${details.length ? ` (${details.join(', ')})` : ''}`;
  };
  const fieldRows = (schema, prefix = '') =>
    Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
      const path = `${prefix}${name}`;
      const row = element(
        'tr',
        {},
        element('td', {}, element('code', { textContent: path })),
        element('td', { textContent: typeOf(property) }),
        element('td', { textContent: (schema.required ?? []).includes(name) ? 'yes' : 'no' }),
        element('td', { textContent: property.description ?? '' }),
      );
      const nested =
        property.type === 'object'
          ? fieldRows(property, `${path}.`)
          : property.type === 'array' && property.items?.type === 'object'
            ? fieldRows(property.items, `${path}[].`)
            : [];
      return [row, ...nested];
    });
  try {
    const config = await (await fetch('config.json')).json();
    const url = `${config.stages.sandbox}/v2/asyncapi.json`;
    document.getElementById('document').href = url;
    const asyncapi = await (await fetch(url)).json();
    document.getElementById('about').textContent = asyncapi.info.description;
    const index = document.getElementById('index');
    for (const [id, message] of Object.entries(asyncapi.components.messages)) {
      index.append(element('li', {}, element('a', { href: `#${id}`, textContent: message.name })));
      const data = message.payload.properties.data;
      const table = element(
        'table',
        {},
        element(
          'thead',
          {},
          element(
            'tr',
            {},
            ...['Field of data', 'Type', 'Always', 'What it is'].map((h) => element('th', { textContent: h })),
          ),
        ),
        element('tbody', {}, ...fieldRows(data)),
      );
      target.append(
        element(
          'section',
          { id, className: 'event' },
          element('h2', {}, element('code', { textContent: message.name })),
          element('p', { textContent: message.summary }),
          table,
          element('h3', { textContent: 'Example delivery' }),
          element(
            'pre',
            {},
            element('code', {
              className: 'example',
              textContent: JSON.stringify(message.examples[0].payload, null, 2),
            }),
          ),
        ),
      );
    }
    status.textContent = `${Object.keys(asyncapi.components.messages).length} event types`;
  } catch (error) {
    status.className = 'error';
    status.textContent = `The events could not be loaded: ${error.message}`;
  } finally {
    target.setAttribute('aria-busy', 'false');
  }
})();
