import { LOCAL_EMAIL_FROM } from '../mail.ts';
import { synthesize, type Assembly } from './synth.ts';
import type { Stage } from '../../../shared/domain/auth/api-keys.ts';

// The assemblies the local runtime and the tests run as deployed: both stages synthesized as an
// operator would, with the local sender (so every email path is in the template) and, for
// `npm start`, the developer site's origins.

export type Assemblies = Record<Stage, Assembly>;

export const localContext = (siteOrigins: string[] = []): Record<string, string> => ({
  emailFrom: LOCAL_EMAIL_FROM,
  ...(siteOrigins.length ? { developerSiteOrigins: siteOrigins.join(',') } : {}),
});

/** Both stages in one synthesis (their bundles made once), in `<prefix>-stages` under cdk.out/. */
export function synthesizeStages(context: Record<string, string>, prefix = 'local'): Promise<Assemblies> {
  return synthesize({ stages: ['sandbox', 'production'], context, name: `${prefix}-stages` });
}
