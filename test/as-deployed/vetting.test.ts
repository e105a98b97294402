// test/integration/vetting.test.ts against the as-deployed runtime (test/support/api.ts): the functions that ask
// FMCSA read its webKey from SSM and reach the stand-in through the stage's road to it.
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
await import('../integration/vetting.test.ts');
