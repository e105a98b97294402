import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiForThisFile, errorsOf } from '../support/api.ts';
import { shipperWithPassword } from '../support/accounts.ts';
import { clockPasses, eventually } from '../support/eventually.ts';

// Password guessing (docs/auth.md, "Password guessing"; OWASP API2:2023), over HTTP with the real
// counters. The local runtime takes the socket's address as API Gateway's sourceIp, so a call
// sent from 127.0.0.2 comes from another address. A short first block and a small address budget
// (the stage's settings, as a deploy sets them) keep the test quick.
process.env.SIGN_IN_FIRST_BLOCK_SECONDS = '2';
process.env.SIGN_IN_FAILURES_PER_ADDRESS_HOUR = '40';

const api = apiForThisFile();
let integrator: string;
beforeAll(async () => {
  ({ key: integrator } = await api.user('Affiliate'));
});

const newShipper = (password?: string) => shipperWithPassword(api, integrator, password);

/**
 * The counters count in fixed windows of the clock (15 minutes a pair, an hour an address:
 * shared/domain/auth/sign-in-limits.ts), so a story that crosses a window's end starts counting
 * again: a story begins with at least `seconds` left in the window, waiting for the next one if not.
 */
async function windowWithRoom(windowSeconds: number, seconds = 30): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const end = Date.now() - (Date.now() % windowMs) + windowMs;
  if (end - Date.now() < seconds * 1000) await clockPasses(end);
}
beforeEach(() => windowWithRoom(15 * 60));

const signIn = (emailAddress: string, password: string, from = '127.0.0.1') =>
  api.call('POST', '/v2/apikeys', { body: { emailAddress, password }, from });
const statuses = async (attempts: number, emailAddress: string, password: string, from?: string) => {
  const seen: number[] = [];
  for (let i = 0; i < attempts; i++) seen.push((await signIn(emailAddress, password, from)).status);
  return seen;
};

describe('password guessing: one account from one address', () => {
  it('10 wrong passwords, then 429 with Retry-After and the password not checked (the right one too)', async () => {
    const { emailAddress, password } = await newShipper();
    expect(await statuses(10, emailAddress, 'wrong-guess', '127.0.0.3')).toEqual(Array(10).fill(401));
    const throttled = await signIn(emailAddress, password, '127.0.0.3');
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(errorsOf(throttled.body)[0]).toMatchObject({ code: 42901, field: 'password' });
    expect(throttled.body.reason).toMatch(/password was not checked/);
  });

  it('never locks the owner out: the right password from another address works, and resets that pair', async () => {
    const { emailAddress, password } = await newShipper();
    await statuses(11, emailAddress, 'wrong-guess', '127.0.0.4');
    expect((await signIn(emailAddress, password, '127.0.0.4')).status).toBe(429);
    expect((await signIn(emailAddress, password, '127.0.0.5')).status).toBe(200);
    // a success resets its pair: 9 wrong, a right one, 10 wrong again are all answered, none throttled
    expect(await statuses(9, emailAddress, 'wrong-guess', '127.0.0.5')).toEqual(Array(9).fill(401));
    expect((await signIn(emailAddress, password, '127.0.0.5')).status).toBe(200);
    expect(await statuses(10, emailAddress, 'wrong-guess', '127.0.0.5')).toEqual(Array(10).fill(401));
  });

  it('the block is a backoff: it ends, and the next one lasts longer', async () => {
    const { emailAddress, password } = await newShipper();
    await statuses(10, emailAddress, 'wrong-guess', '127.0.0.6');
    const first = Number((await signIn(emailAddress, 'wrong-guess', '127.0.0.6')).headers.get('retry-after'));
    // once it has passed, one more wrong password (the window still holds the others) blocks again, twice as long
    const second = await eventually(
      () => signIn(emailAddress, 'wrong-guess', '127.0.0.6'),
      (res) => res.status === 429 && Number(res.headers.get('retry-after')) > first,
      'a longer block after the first ended',
    );
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(first);
    expect((await signIn(emailAddress, password, '127.0.0.7')).status).toBe(200);
  });

  it('an unknown email is answered exactly as a known one, attempt by attempt', async () => {
    const { emailAddress } = await newShipper();
    const known = await statuses(12, emailAddress, 'wrong-guess', '127.0.0.8');
    const unknown = await statuses(12, `nobody-${Date.now()}@example.com`, 'wrong-guess', '127.0.0.8');
    expect(unknown).toEqual(known);
    expect(known).toEqual([...Array(10).fill(401), 429, 429]);
  });

  it('the OAuth password grant and the revocation count alike', async () => {
    const { emailAddress, password } = await newShipper();
    const form = (pw: string) => ({
      rawBody: new URLSearchParams({ grant_type: 'password', username: emailAddress, password: pw }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      from: '127.0.0.9',
    });
    for (let i = 0; i < 5; i++) expect((await api.call('POST', '/oauth/token', form('wrong-guess'))).status).toBe(400);
    for (let i = 0; i < 5; i++)
      expect(
        (
          await api.call('POST', '/v2/apikeys/revocation', {
            body: { emailAddress, password: 'wrong-guess' },
            from: '127.0.0.9',
          })
        ).status,
      ).toBe(401);
    const token = await api.call('POST', '/oauth/token', form(password));
    expect(token.status).toBe(429);
    expect(token.headers.get('retry-after')).toBeTruthy();
  });
});

describe('password guessing: one address across accounts (credential stuffing)', () => {
  it("past the address's budget of wrong passwords an hour, every account from it waits; other addresses do not", async () => {
    const victims = await Promise.all(Array.from({ length: 5 }, () => newShipper()));
    await windowWithRoom(3600);
    // 8 wrong passwords on each of 5 accounts: under each pair's 10, at the address's 40
    for (const victim of victims)
      expect(await statuses(8, victim.emailAddress, 'wrong-guess', '127.0.0.10')).toEqual(Array(8).fill(401));
    const fresh = await newShipper();
    const refused = await signIn(fresh.emailAddress, fresh.password, '127.0.0.10');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    expect((await signIn(fresh.emailAddress, fresh.password, '127.0.0.11')).status).toBe(200);
  });
});
