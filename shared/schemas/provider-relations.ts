import { object } from './objects.ts';
import { oneOf } from './common.ts';
import { providerRelations } from '../domain/provider-relations/types.ts';

// PUT /v2/users/me/providers/{userId} (docs/provider-relations.md)
export const ProviderRelationBody = object({ relation: oneOf(providerRelations) });
