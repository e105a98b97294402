// test/integration/cut-bodies.test.ts against the as-deployed runtime (test/support/api.ts): a cut body is the
// client's 400 in the functions' own bundles too, not a crashed environment.
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
await import('../integration/cut-bodies.test.ts');
