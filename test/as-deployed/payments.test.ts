// test/integration/payments.test.ts against the as-deployed runtime (test/support/api.ts): the paying functions
// reach the Stripe stand-in with only the SSM parameters and the grant their rows give them.
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
await import('../integration/payments.test.ts');
