// test/integration/notifications.test.ts against the as-deployed runtime (test/support/api.ts).
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
await import('../integration/notifications.test.ts');
