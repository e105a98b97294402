import { endpoint } from '../../shared/http/endpoint.ts';
import { ok, wholeList } from '../../shared/http/response.ts';
import { restrictedKeysOfCaller, restrictedKeyView } from '../../shared/domain/auth/restricted-keys.ts';

// The caller's restricted keys, expired ones marked, never the keys themselves (docs/auth.md)
export const handler = endpoint(async ({ principal }) =>
  ok(wholeList(await restrictedKeysOfCaller(principal), restrictedKeyView)),
);
