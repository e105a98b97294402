import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { formBody } from '../../shared/http/form.ts';
import { FixedPriceBody } from '../../shared/schemas/fixed-price.ts';
import { fixedPriceQuote, fixedPriceView } from '../../shared/domain/pricing/fixed-price.ts';

// spec 4 #1, 2.2, 2.3. Which Content-Type is enforced is open (spec 4 rule 1): JSON is read as
// JSON whether sent as application/json or application/x-www-form-urlencoded, and a real form too.
export const handler = endpoint(async ({ principal, body, rawBody }) => {
  const input = parseInput(FixedPriceBody, body ?? formBody(rawBody));
  return ok(fixedPriceView(await fixedPriceQuote(principal, input)));
});
