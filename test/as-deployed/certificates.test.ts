// test/integration/certificates.test.ts against the as-deployed runtime (test/support/api.ts): the certificate routes
// reach only their own prefix of the bucket, the PrivacyJobs function erases it, the ProviderVetter tells reminders.
process.env.MARKETPLACE_RUNTIME = 'as-deployed';
await import('../integration/certificates.test.ts');
