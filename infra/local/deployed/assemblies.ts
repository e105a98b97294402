import { LOCAL_EMAIL_FROM } from '../mail.ts';
import { synthesizeStage, type Assembly } from './synth.ts';
import type { Stage } from '../../../shared/domain/auth/api-keys.ts';

// The assemblies the local runtime and the tests run as deployed: both stages synthesized as an
// operator would, with the local sender (so every email path is in the template) and, for
// `npm start`, the developer site's origins.

export type Assemblies = Record<Stage, Assembly>;

export const localContext = (siteOrigins: string[] = []): Record<string, string> => ({
  emailFrom: LOCAL_EMAIL_FROM,
  ...(siteOrigins.length ? { developerSiteOrigins: siteOrigins.join(',') } : {}),
});

/** Both stages, one after the other (each bundles with every core), in `<prefix>-<stage>` under cdk.out/. */
export async function synthesizeStages(context: Record<string, string>, prefix = 'local'): Promise<Assemblies> {
  const sandbox = await synthesizeStage({ stage: 'sandbox', context, name: `${prefix}-sandbox` });
  const production = await synthesizeStage({ stage: 'production', context, name: `${prefix}-production` });
  return { sandbox, production };
}
