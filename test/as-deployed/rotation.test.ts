// test/integration/rotation.test.ts against the as-deployed runtime (test/support/api.ts): the key expiry
// job on its schedule, each function alone with its own module state and role.
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
// npm test runs it on production, check:deploy on the stage it names (docs/operations.md, "As deployed")
process.env.AS_DEPLOYED_STAGE ??= 'production';
await import('../integration/rotation.test.ts');
