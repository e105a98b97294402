import { endpoint } from '../../shared/http/endpoint.ts';
import { localized } from '../../shared/http/response.ts';
import { currencies } from '../../shared/domain/lookups/lookups.ts';

// spec 4 #18, 2.8 userPreferences.currency
export const handler = endpoint(async ({ language }) => localized(currencies(language), language));
