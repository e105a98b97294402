// test/integration/restricted-keys.test.ts against the as-deployed runtime (test/support/api.ts): every route's role
// lets it refuse a scope and enter the refusal in the trail, whatever its table access.
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
// npm test runs it on production, check:deploy on the stage it names (docs/operations.md, "As deployed")
process.env.AS_DEPLOYED_STAGE ??= 'production';
await import('../integration/restricted-keys.test.ts');
