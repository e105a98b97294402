import { statusReport } from './report.ts';

// spec 3.1: POST /v2/listings/{listingId}/dispatched
export const handler = statusReport('Dispatched');
