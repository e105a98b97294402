// test/integration/revocation.test.ts against the as-deployed runtime (test/support/api.ts): each function
// alone with its own module state, two execution environments of one function both refusing a revoked key.
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
// npm test runs it on production, check:deploy on the stage it names (docs/operations.md, "As deployed")
process.env.AS_DEPLOYED_STAGE ??= 'production';
await import('../integration/revocation.test.ts');
