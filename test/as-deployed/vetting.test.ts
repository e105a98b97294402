// test/integration/vetting.test.ts against the as-deployed runtime (test/support/api.ts): the functions that ask
// FMCSA read its webKey from SSM and reach the stand-in through the stage's road to it.
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
// npm test runs it on production, check:deploy on the stage it names (docs/operations.md, "As deployed")
process.env.AS_DEPLOYED_STAGE ??= 'production';
await import('../integration/vetting.test.ts');
