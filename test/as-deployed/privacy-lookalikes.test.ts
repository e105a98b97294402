// test/integration/privacy-lookalikes.test.ts against the as-deployed runtime (test/support/api.ts).
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
await import('../integration/privacy-lookalikes.test.ts');
