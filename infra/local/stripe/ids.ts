import { randomInt } from 'node:crypto';

// Ids and secrets in Stripe's spelling: a prefix naming the kind (`ch_`, `pi_`, `acct_`, `sk_test_` ...) and random
// letters and digits.

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomText(length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A new object's id: `ch_3Q...` (24 letters after the prefix, as Stripe's own; an account's 16). */
export function newId(prefix: string): string {
  return `${prefix}_${randomText(prefix === 'acct' ? 16 : 24)}`;
}
