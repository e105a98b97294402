// test/integration/questions.test.ts against the as-deployed runtime (test/support/api.ts).
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
await import('../integration/questions.test.ts');
