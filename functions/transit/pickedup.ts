import { statusReport } from './report.ts';

// spec 3.1: POST /v2/listings/{listingId}/pickedup
export const handler = statusReport('PickedUp');
