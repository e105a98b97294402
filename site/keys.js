// The self-service key page (docs/developer-site.md). The email and password stay in this page's
// memory only, for the generate and revoke calls, which sign in again each time (spec 5.2); no
// key or password is ever written to storage.
const $ = (id) => document.getElementById(id);
let config;
let session; // { stage, baseUrl, emailAddress, password }

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
  return fetch(`${session.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

async function signIn(event) {
  event.preventDefault();
  const stage = $('stage').value;
  session = { stage, baseUrl: config.stages[stage], emailAddress: $('email').value.trim(), password: $('password').value };
  say('Signing in…');
  // The password grant checks the credentials without touching the user's key.
  const token = await fetch(`${session.baseUrl}/oauth/token`, {
    method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: session.emailAddress, password: session.password }),
  });
  if (!token.ok) {
    session = undefined;
    say(`Sign-in failed: ${await reasonOf(token)}`, true);
    return;
  }
  const { access_token: accessToken } = await token.json();
  const me = await fetch(`${session.baseUrl}/v2/`, { headers: { authorization: `Bearer ${accessToken}` } });
  const user = me.ok ? await me.json() : { displayName: session.emailAddress };
  $('who').textContent = user.displayName || `${user.firstName} ${user.lastName}`;
  $('which-stage').textContent = stage;
  $('sign-in').hidden = true;
  $('account').hidden = false;
  $('password').value = '';
  say('');
}

async function generate() {
  const response = await post('/v2/apikeys', { emailAddress: session.emailAddress, password: session.password });
  if (!response.ok) return say(`No key: ${await reasonOf(response)}`, true);
  const { apiKey } = await response.json();
  $('key-value').value = apiKey;
  $('new-key').hidden = false;
  say(`New ${session.stage} key created. It is shown only now; your previous key no longer works.`);
}

async function revoke() {
  const response = await post('/v2/apikeys/revocation', { emailAddress: session.emailAddress, password: session.password });
  if (!response.ok) return say(`Not revoked: ${await reasonOf(response)}`, true);
  $('key-value').value = '';
  $('new-key').hidden = true;
  say(`Your ${session.stage} key is revoked; calls with it now get 401.`);
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
  setTimeout(() => { $('copy').textContent = 'Copy'; }, 2000);
}

function signOut() {
  session = undefined;
  $('key-value').value = '';
  $('new-key').hidden = true;
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
  document.body.dataset.ready = 'true';
})();
