// Imported first by every benchmark: Powertools reads these when its logger and metrics are built,
// at import, and a benchmark must not time its own console output.
process.env.LOG_LEVEL = 'silent';
process.env.POWERTOOLS_METRICS_DISABLED = 'true';
