// The client's and the documents' changelog (sdk/CHANGELOG.md, written by changesets), as a page:
// each version a section whose id is the version (the Deprecation headers' Link points at one).
// Built with the DOM (textContent only): nothing in the file is ever run as HTML.
(async () => {
  const target = document.getElementById('changelog');
  const status = document.getElementById('status');
  const element = (tag, properties = {}, ...children) => {
    const node = Object.assign(document.createElement(tag), properties);
    node.append(...children);
    return node;
  };
  /** `code` spans kept as code; the rest as text. */
  const inline = (text) =>
    text
      .split(/(`[^`]+`)/)
      .map((part) =>
        part.startsWith('`') && part.endsWith('`') ? element('code', { textContent: part.slice(1, -1) }) : part,
      );
  try {
    const text = await (await fetch('changelog.md')).text();
    let list;
    let paragraph = [];
    const flush = () => {
      if (paragraph.length) target.append(element('p', {}, ...inline(paragraph.join(' '))));
      paragraph = [];
    };
    for (const line of text.split('\n')) {
      const heading = /^(#{1,4})\s+(.*)$/.exec(line);
      const item = /^\s*[-*]\s+(.*)$/.exec(line);
      if (heading) {
        flush();
        list = undefined;
        const [, hashes, title] = heading;
        if (hashes.length === 1) continue; // the package's name: the page's own title says it
        target.append(
          element(
            `h${hashes.length}`,
            hashes.length === 2 ? { id: title.trim(), textContent: title } : { textContent: title },
          ),
        );
      } else if (item) {
        flush();
        if (!list) target.append((list = element('ul')));
        list.append(element('li', {}, ...inline(item[1])));
      } else if (line.trim() === '') {
        flush();
        list = undefined;
      } else {
        paragraph.push(line.trim());
      }
    }
    flush();
    target.setAttribute('aria-busy', 'false');
  } catch (error) {
    status.textContent = `The changelog could not be read: ${error.message}`;
  }
})();
