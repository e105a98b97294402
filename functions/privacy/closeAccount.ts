import { endpoint } from '../../shared/http/endpoint.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { CloseAccountBody } from '../../shared/schemas/privacy.ts';
import { closeOwnAccount } from '../../shared/domain/privacy/closure.ts';

// Close the caller's account (docs/privacy.md): at once what stops it; 202, the erasure follows
export const handler = endpoint(async ({ principal, body }) => {
  await closeOwnAccount(principal, parseInput(CloseAccountBody, body ?? {}).password ?? undefined);
  return { status: 202, body: { status: 'Closed', erasure: 'Pending' } };
});
