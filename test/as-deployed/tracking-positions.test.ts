// test/integration/tracking-positions.test.ts against the as-deployed runtime (test/support/api.ts).
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
await import('../integration/tracking-positions.test.ts');
