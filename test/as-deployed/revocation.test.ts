// test/integration/revocation.test.ts against the as-deployed runtime (test/support/api.ts): each function
// alone with its own module state, two execution environments of one function both refusing a revoked key.
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
await import('../integration/revocation.test.ts');
