import { App } from 'aws-cdk-lib';
import { MarketplaceStack } from './stack.ts';
import { isStage, stages } from '../shared/domain/auth/api-keys.ts';

// `cdk synth|deploy -c stage=sandbox|production`; synth needs no AWS account.
const app = new App();
const stage = String(app.node.tryGetContext('stage') ?? 'sandbox');
if (!isStage(stage)) throw new Error(`-c stage must be one of ${stages.join(', ')}, not '${stage}'`);

new MarketplaceStack(app, `ShippingMarketplace-${stage}`, {
  stage,
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: `Shipping marketplace API, ${stage} stage`,
});
