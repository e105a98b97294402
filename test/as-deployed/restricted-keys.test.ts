// test/integration/restricted-keys.test.ts against the as-deployed runtime (test/support/api.ts): every route's role
// lets it refuse a scope and enter the refusal in the trail, whatever its table access.
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
await import('../integration/restricted-keys.test.ts');
