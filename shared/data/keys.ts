// Every key the table uses, built in one place. docs/data-model.md is the design for all access
// patterns; each entity adds its builders here when it is implemented.

export const keys = {
  user: (userId: number) => ({ PK: `USER#${userId}`, SK: 'USER' }),
  /** Uniqueness claim: one item per lower-cased email (spec 2.8: must be unique). */
  userEmail: (email: string) => ({ PK: `EMAIL#${email.trim().toLowerCase()}`, SK: 'EMAIL' }),
  userName: (userName: string) => ({ PK: `USERNAME#${userName.trim().toLowerCase()}`, SK: 'USERNAME' }),
  /** Pattern 1: hash of an API key -> the user it belongs to. */
  apiKey: (keyHash: string) => ({ PK: `APIKEY#${keyHash}`, SK: 'APIKEY' }),
} as const;
