// Every key the table uses, built in one place. docs/data-model.md is the design for all access
// patterns; each entity adds its builders here when it is implemented.

export const keys = {
  user: (userId: number) => ({ PK: `USER#${userId}`, SK: 'USER' }),
  /** Uniqueness claim: one item per lower-cased email (spec 2.8: must be unique). */
  userEmail: (email: string) => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' }),
  userName: (userName: string) => ({ PK: `USERNAME#${userName.trim().toLowerCase()}`, SK: 'USERNAME' }),
  /** Pattern 1: hash of an API key -> the user it belongs to. */
  apiKey: (keyHash: string) => ({ PK: `APIKEY#${keyHash}`, SK: 'APIKEY' }),
  /** OAuth access token hash -> user, with `expiresAt` (TTL). */
  accessToken: (tokenHash: string) => ({ PK: `TOKEN#${tokenHash}`, SK: 'TOKEN' }),
  /** Pattern 10: a profile image; `order` is 0 for the primary image, 1 for the others. */
  profileImage: (userId: number, order: 0 | 1, uploadedAt: string, imageId: string) => ({ PK: `USER#${userId}`, SK: `IMAGE#${order}#${uploadedAt}#${imageId}` }),
  profileImagesOf: (userId: number) => ({ PK: `USER#${userId}`, SKPrefix: 'IMAGE#' }),
  /** Pattern 8: a fixed-price quote by its priceCorrelationId, with `expiresAt` (TTL). */
  quote: (priceCorrelationId: string) => ({ PK: `QUOTE#${priceCorrelationId}`, SK: 'QUOTE' }),
} as const;
