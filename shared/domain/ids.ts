import { createHash } from 'node:crypto';

/**
 * An id derived from what it identifies: the same text always gives the same id, so a replayed
 * event finds its id taken (a webhook delivery's CloudEvent id, a listing's Bill of Lading).
 * RFC 9562 UUID version 8 (custom) with the RFC variant bits.
 */
export function derivedUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  // version 8 (custom), RFC 9562 variant: the two high bits of the 17th digit are 10
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const at = (from: number, to: number) => hex.slice(from, to);
  return `${at(0, 8)}-${at(8, 12)}-8${at(13, 16)}-${variant}${at(17, 20)}-${at(20, 32)}`;
}
