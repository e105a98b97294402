// The self-service key page (docs/developer-site.md). The email and password stay in this page's
// memory only, for the generate and revoke calls, which sign in again each time (spec 5.2); the
// sign-in's OAuth access token (an hour) manages restricted keys. No key, token or password is
// ever written to storage.
const $ = (id) => document.getElementById(id);
let config;
let session; // { stage, baseUrl, emailAddress, password, accessToken }
let roles = []; // a member's roles, as the stage's OpenAPI document names them (the API refuses one the company's type does not give)

function say(text, isError = false) {
  $('message').textContent = text;
  $('message').className = isError ? 'error' : '';
}

/** The spec 7.2 reason of an error answer, or its status. */
async function reasonOf(response) {
  try {
    const body = await response.json();
    return body.reason ?? body.error_description ?? `HTTP ${response.status}`;
  } catch {
    return `HTTP ${response.status}`;
  }
}

async function post(path, body, headers = {}) {
  return fetch(`${session.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function signIn(event) {
  event.preventDefault();
  const stage = $('stage').value;
  session = {
    stage,
    baseUrl: config.stages[stage],
    emailAddress: $('email').value.trim(),
    password: $('password').value,
  };
  say('Signing in…');
  // The password grant checks the credentials without touching the user's key.
  const token = await fetch(`${session.baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: session.emailAddress, password: session.password }),
  });
  if (!token.ok) {
    session = undefined;
    say(`Sign-in failed: ${await reasonOf(token)}`, true);
    return;
  }
  const { access_token: accessToken } = await token.json();
  session.accessToken = accessToken;
  const me = await fetch(`${session.baseUrl}/v2/`, { headers: { authorization: `Bearer ${accessToken}` } });
  const user = me.ok ? await me.json() : { displayName: session.emailAddress };
  $('who').textContent = user.displayName || `${user.firstName} ${user.lastName}`;
  $('which-stage').textContent = stage;
  $('sign-in').hidden = true;
  $('account').hidden = false;
  $('password').value = '';
  say('');
  await showScopes();
  await listFullKeys();
  await listRestricted();
  await listCadences();
  // the team is the owner's and admins' (docs/teams.md)
  $('team').hidden = !['Owner', 'Admin'].includes(user.role);
  if (!$('team').hidden) await listMembers();
}

const withToken = (init = {}) => ({
  ...init,
  headers: { ...init.headers, authorization: `Bearer ${session.accessToken}` },
});

/** A table cell holding a control. */
function cellOf(control) {
  const cell = document.createElement('td');
  cell.append(control);
  return cell;
}

const fillTable = (id, rows) =>
  $(id)
    .querySelector('tbody')
    .replaceChildren(...rows);

/** A JSON body to the stage with the sign-in's access token. */
const sendJson = (method, path, body) =>
  fetch(
    `${session.baseUrl}${path}`,
    withToken({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  );

/** The scopes of this stage's OpenAPI document, one checkbox each; the roles of its invitation, one option each. */
async function showScopes() {
  const contract = await (await fetch(`${session.baseUrl}/v2/openapi.json`)).json();
  roles =
    contract.paths['/v2/users/me/members'].post.requestBody.content['application/json'].schema.properties.role.enum;
  $('invite-role').replaceChildren(...roles.map((role) => new Option(role, role)));
  const scopes = Object.keys(contract.components.securitySchemes.bearer['x-scopes']).sort();
  const box = $('restricted-scopes');
  box.replaceChildren(Object.assign(document.createElement('legend'), { textContent: 'Scopes' }));
  for (const scope of scopes) {
    const label = document.createElement('label');
    label.className = 'scope';
    const input = Object.assign(document.createElement('input'), { type: 'checkbox', name: 'scope', value: scope });
    label.append(input, ` ${scope}`);
    box.append(label);
  }
}

async function listRestricted() {
  const response = await fetch(`${session.baseUrl}/v2/apikeys/restricted`, withToken());
  if (!response.ok) return say(`Restricted keys not listed: ${await reasonOf(response)}`, true);
  const { items } = await response.json();
  const rows = items.map((key) => {
    const row = document.createElement('tr');
    row.dataset.keyId = key.keyId;
    const cells = [
      key.name,
      key.scopes.join(', '),
      key.createdOn.slice(0, 10),
      key.expiresOn ? `${key.expiresOn.slice(0, 10)}${key.expired ? ' (expired)' : ''}` : 'never',
    ];
    for (const text of cells) row.append(Object.assign(document.createElement('td'), { textContent: text }));
    const revokeButton = Object.assign(document.createElement('button'), {
      type: 'button',
      textContent: 'Revoke',
      className: 'revoke-restricted',
    });
    revokeButton.addEventListener('click', () => void revokeRestricted(key));
    row.append(cellOf(revokeButton));
    return row;
  });
  fillTable('restricted-keys', rows);
}

/** The full key and those a rotation keeps working for a while, with their expiry and last use (GET /v2/apikeys). */
async function listFullKeys() {
  const response = await fetch(`${session.baseUrl}/v2/apikeys`, withToken());
  if (!response.ok) return say(`Keys not listed: ${await reasonOf(response)}`, true);
  const { items } = await response.json();
  const rows = items
    .filter((key) => key.kind === 'full')
    .map((key) => {
      const row = document.createElement('tr');
      row.dataset.keyId = key.keyId;
      const cells = [
        `${key.current ? 'Current' : 'Previous'} key${key.lastCharacters ? ` ending ${key.lastCharacters}` : ''}`,
        key.createdOn ? key.createdOn.slice(0, 10) : '',
        key.expiresOn
          ? `${key.expiresOn.replace('T', ' ').slice(0, 16)} UTC${key.expired ? ' (expired)' : ''}`
          : 'never',
        key.lastUsedOn ? `${key.lastUsedOn.replace('T', ' ').slice(0, 16)} UTC from ${key.lastUsedFrom}` : '',
      ];
      for (const text of cells) row.append(Object.assign(document.createElement('td'), { textContent: text }));
      return row;
    });
  fillTable('full-keys', rows);
}

async function rotate(event) {
  event.preventDefault();
  const expiresInHours = Number($('rotate-hours').value);
  const response = await sendJson('POST', `/v2/apikeys/rotation`, { expiresInHours });
  if (!response.ok) return say(`Not rotated: ${await reasonOf(response)}`, true);
  const { apiKey, previousKeyExpiresOn } = await response.json();
  $('key-value').value = apiKey;
  $('new-key').hidden = false;
  say(
    previousKeyExpiresOn
      ? `New ${session.stage} key created; it is shown only now. Your previous key keeps working until ${previousKeyExpiresOn.replace('T', ' ').slice(0, 16)} UTC.`
      : `New ${session.stage} key created; it is shown only now. Your previous key no longer works.`,
  );
  await listFullKeys();
}

async function createRestricted(event) {
  event.preventDefault();
  const scopes = [...document.querySelectorAll('#restricted-scopes input:checked')].map((input) => input.value);
  if (scopes.length === 0) return say('Tick at least one scope.', true);
  const expiry = $('restricted-expiry').value;
  const body = { name: $('restricted-name').value.trim(), scopes, ...(expiry ? { expiresOn: expiry } : {}) };
  const response = await sendJson('POST', `/v2/apikeys/restricted`, body);
  if (!response.ok) return say(`No restricted key: ${await reasonOf(response)}`, true);
  const { apiKey, name } = await response.json();
  $('key-value').value = apiKey;
  $('new-key').hidden = false;
  say(`Restricted key "${name}" created (${scopes.join(', ')}). It is shown only now; your other keys keep working.`);
  await listRestricted();
}

async function revokeRestricted(key) {
  const response = await fetch(
    `${session.baseUrl}/v2/apikeys/restricted/${key.keyId}`,
    withToken({ method: 'DELETE' }),
  );
  if (!response.ok) return say(`Not revoked: ${await reasonOf(response)}`, true);
  say(`Restricted key "${key.name}" revoked; calls with it now get 401.`);
  await listRestricted();
}

const cadenceWords = { immediate: 'At once', hourly: 'Hourly digest', daily: 'Daily digest', off: 'Never' };

/** The email preferences (GET /v2/users/me/notifications): each kind's cadence, and the daily digests' hour. */
async function listCadences() {
  const response = await fetch(`${session.baseUrl}/v2/users/me/notifications`, withToken());
  if (!response.ok) return say(`Email preferences not read: ${await reasonOf(response)}`, true);
  const { cadence, dailyDigestHour } = await response.json();
  const hours = Array.from({ length: 24 }, (_, h) => new Option(`${String(h).padStart(2, '0')}:00`, String(h)));
  $('digest-hour').replaceChildren(...hours);
  $('digest-hour').value = String(dailyDigestHour);
  const rows = Object.entries(cadence).map(([kind, chosen]) => {
    const row = document.createElement('tr');
    row.dataset.kind = kind;
    row.append(Object.assign(document.createElement('td'), { textContent: kind }));
    const select = document.createElement('select');
    select.setAttribute('aria-label', `Email for ${kind}`);
    select.append(
      ...Object.entries(cadenceWords).map(([value, words]) => new Option(words, value, false, value === chosen)),
    );
    select.addEventListener('change', () => void changePreferences({ cadence: { [kind]: select.value } }, kind));
    row.append(cellOf(select));
    return row;
  });
  fillTable('cadences', rows);
}

async function changePreferences(change, what) {
  const response = await sendJson('PUT', `/v2/users/me/notifications`, change);
  if (!response.ok) say(`Email preferences not changed: ${await reasonOf(response)}`, true);
  else if (change.cadence) say(`${what}: ${cadenceWords[change.cadence[what]].toLowerCase()}, from the next event.`);
  else say(`Daily digests now come at ${String(change.dailyDigestHour).padStart(2, '0')}:00 of your day.`);
  await listCadences();
}

/** The company's members (GET /v2/users/me/members): each row's role can be changed, and the member removed. */
async function listMembers() {
  const response = await fetch(`${session.baseUrl}/v2/users/me/members?$top=100`, withToken());
  if (!response.ok) return say(`Members not listed: ${await reasonOf(response)}`, true);
  const { items } = await response.json();
  const rows = items.map((member) => {
    const row = document.createElement('tr');
    row.dataset.memberId = member.memberId;
    const name = `${member.firstName} ${member.lastName}`;
    for (const text of [name, member.emailAddress, member.status])
      row.append(Object.assign(document.createElement('td'), { textContent: text }));
    const role = document.createElement('select');
    role.setAttribute('aria-label', `Role of ${name}`);
    role.append(...roles.map((r) => new Option(r, r, false, r === member.role)));
    role.addEventListener('change', () => void changeRole(member, name, role.value));
    const remove = Object.assign(document.createElement('button'), {
      type: 'button',
      textContent: 'Remove',
      className: 'remove-member',
    });
    remove.setAttribute('aria-label', `Remove ${name}`);
    remove.addEventListener('click', () => void removeMember(member, name));
    row.append(cellOf(role), cellOf(remove));
    return row;
  });
  fillTable('members', rows);
}

async function invite(event) {
  event.preventDefault();
  const mobilePhone = $('invite-mobile').value.trim();
  const body = {
    emailAddress: $('invite-email').value.trim(),
    firstName: $('invite-first').value.trim(),
    lastName: $('invite-last').value.trim(),
    role: $('invite-role').value,
    ...(mobilePhone ? { mobilePhone } : {}),
  };
  const response = await sendJson('POST', `/v2/users/me/members`, body);
  if (!response.ok) return say(`Not invited: ${await reasonOf(response)}`, true);
  $('invite-form').reset();
  say(
    `${body.firstName} ${body.lastName} is invited as ${body.role}: the email's link sets their password within 7 days.`,
  );
  await listMembers();
}

async function changeRole(member, name, role) {
  const response = await sendJson('PUT', `/v2/users/me/members/${member.memberId}`, { role });
  if (!response.ok) say(`Role not changed: ${await reasonOf(response)}`, true);
  else say(`${name} is now ${role}, from their next request.`);
  await listMembers();
}

async function removeMember(member, name) {
  const response = await fetch(
    `${session.baseUrl}/v2/users/me/members/${member.memberId}`,
    withToken({ method: 'DELETE' }),
  );
  if (!response.ok) return say(`Not removed: ${await reasonOf(response)}`, true);
  say(`${name} is removed: their keys no longer work.`);
  await listMembers();
}

async function generate() {
  const response = await post('/v2/apikeys', { emailAddress: session.emailAddress, password: session.password });
  if (!response.ok) return say(`No key: ${await reasonOf(response)}`, true);
  const { apiKey } = await response.json();
  $('key-value').value = apiKey;
  $('new-key').hidden = false;
  say(`New ${session.stage} key created. It is shown only now; your previous key no longer works.`);
  await listFullKeys();
}

async function revoke() {
  const response = await post('/v2/apikeys/revocation', {
    emailAddress: session.emailAddress,
    password: session.password,
  });
  if (!response.ok) return say(`Not revoked: ${await reasonOf(response)}`, true);
  $('key-value').value = '';
  $('new-key').hidden = true;
  say(
    `Your ${session.stage} keys are revoked (previous keys still in a rotation's overlap too); calls with them now get 401.`,
  );
  await listFullKeys();
}

async function copy() {
  const value = $('key-value').value;
  try {
    await navigator.clipboard.writeText(value);
  } catch {
    // no clipboard permission (plain http, some browsers): select it for Ctrl+C instead
    $('key-value').select();
    document.execCommand('copy');
  }
  $('copy').textContent = 'Copied';
  setTimeout(() => {
    $('copy').textContent = 'Copy';
  }, 2000);
}

function signOut() {
  session = undefined;
  $('key-value').value = '';
  $('new-key').hidden = true;
  $('restricted-keys').querySelector('tbody').replaceChildren();
  $('full-keys').querySelector('tbody').replaceChildren();
  $('members').querySelector('tbody').replaceChildren();
  $('cadences').querySelector('tbody').replaceChildren();
  $('team').hidden = true;
  $('account').hidden = true;
  $('sign-in').hidden = false;
  say('Signed out.');
}

(async () => {
  config = await (await fetch('config.json')).json();
  for (const stage of Object.keys(config.stages)) $('stage').add(new Option(stage, stage));
  $('sign-in-form').addEventListener('submit', (event) => void signIn(event));
  $('generate').addEventListener('click', () => void generate());
  $('revoke').addEventListener('click', () => void revoke());
  $('copy').addEventListener('click', () => void copy());
  $('sign-out').addEventListener('click', signOut);
  $('restricted-form').addEventListener('submit', (event) => void createRestricted(event));
  $('rotate-form').addEventListener('submit', (event) => void rotate(event));
  $('invite-form').addEventListener('submit', (event) => void invite(event));
  $('digest-hour').addEventListener(
    'change',
    () => void changePreferences({ dailyDigestHour: Number($('digest-hour').value) }, 'dailyDigestHour'),
  );
  document.body.dataset.ready = 'true';
})();
