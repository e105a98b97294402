import { statusReport } from './report.ts';

// spec 3.1: POST /v2/listings/{listingId}/delivered
export const handler = statusReport('Delivered');
