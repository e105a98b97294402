// test/integration/rotation.test.ts against the as-deployed runtime (test/support/api.ts): the key expiry
// job on its schedule, each function alone with its own module state and role.
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
await import('../integration/rotation.test.ts');
