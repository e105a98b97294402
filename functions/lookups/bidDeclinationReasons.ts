import { endpoint } from '../../shared/http/endpoint.ts';
import { localized } from '../../shared/http/response.ts';
import { bidDeclinationReasons } from '../../shared/domain/lookups/lookups.ts';

// spec 4 #15, 2.12
export const handler = endpoint(async ({ language }) => localized(bidDeclinationReasons(language), language));
