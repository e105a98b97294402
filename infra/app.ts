import { App } from 'aws-cdk-lib';
import { MarketplaceStack } from './stack.ts';
import { isStage, stages } from '../shared/domain/auth/api-keys.ts';
import { originsOf } from '../shared/http/cors.ts';

// `cdk synth|deploy -c stage=sandbox|production`; synth needs no AWS account. `-c stage=sandbox,production` synthesizes
// both in one assembly, bundling each function once: the local runtime's synthesis (infra/local/deployed/synth.ts).
// Deploys name one stage each (docs/deploy.md).
const app = new App();
const named = String(app.node.tryGetContext('stage') ?? 'sandbox').split(',');
for (const stage of named) {
  if (!isStage(stage)) throw new Error(`-c stage must be one of ${stages.join(', ')}, not '${stage}'`);

  new MarketplaceStack(app, `ShippingMarketplace-${stage}`, {
    stage,
    // `-c developerSiteOrigins=https://developers.example.com[,...]`: where the developer site is hosted
    developerSiteOrigins: originsOf(app.node.tryGetContext('developerSiteOrigins') as string | undefined),
    // `-c alarmEmail=oncall@example.com`: alarm notifications by email (docs/operations.md)
    alarmEmail: app.node.tryGetContext('alarmEmail') as string | undefined,
    // `-c emailFrom="Marketplace <notifications@example.com>"`: the verified SES sender (docs/notifications.md)
    emailFrom: app.node.tryGetContext('emailFrom') as string | undefined,
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
    description: `Shipping marketplace API, ${stage} stage`,
  });
}
