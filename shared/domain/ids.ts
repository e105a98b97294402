import { createHash } from 'node:crypto';

/**
 * An id derived from what it identifies: the same text always gives the same id, so a replayed
 * event finds its id taken (a webhook delivery's CloudEvent id, a listing's Bill of Lading).
 * RFC 9562 UUID version 8 (custom) with the RFC variant bits.
 */
export function derivedUuid(text: string): string {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
