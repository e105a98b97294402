import { randomBytes } from 'node:crypto';

// Capability tokens: links that work without a key because no one can guess them (the public
// tracking page, docs/tracking.md; an email's unsubscribe link, docs/notifications.md).

/** 128 random bits, base64url: 22 characters no one can guess or enumerate. */
export const newToken = () => randomBytes(16).toString('base64url');

/** What a token looks like; anything else is no token, without a read. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{22}$/.test(token);
