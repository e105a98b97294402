// test/integration/saved-searches.test.ts against the as-deployed runtime (test/support/api.ts).
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
// npm test runs it on production, check:deploy on the stage it names (docs/operations.md, "As deployed")
process.env.AS_DEPLOYED_STAGE ??= 'production';
await import('../integration/saved-searches.test.ts');
