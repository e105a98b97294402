import { randomInt } from 'node:crypto';

// Ids and secrets in Stripe's spelling: a prefix naming the kind (`ch_`, `pi_`, `acct_`, `cus_`, `sk_test_` ...)
// and random letters and digits.

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function randomText(length: number): string {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** How many letters follow a prefix in Stripe's own ids, where not 24 (`ch_3Q...`, `pi_3Q...`). */
const lengths: Record<string, number> = { acct: 16, cus: 14 };

/** A new object's id: the prefix and as many letters as Stripe's own of its kind. */
export function newId(prefix: string): string {
  return `${prefix}_${randomText(lengths[prefix] ?? 24)}`;
}
