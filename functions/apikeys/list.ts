import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { apiKeysOfCaller } from '../../shared/domain/auth/full-keys.ts';

// The caller's keys of this stage, with expiries and a rotated key's last use; never a key itself (docs/auth.md)
export const handler = endpoint(async ({ principal }) => ok(await apiKeysOfCaller(principal)));
