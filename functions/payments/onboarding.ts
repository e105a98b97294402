import { endpoint } from '../../shared/http/endpoint.ts';
import { created } from '../../shared/http/response.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { PayoutOnboardingBody } from '../../shared/schemas/payments.ts';
import { startOnboarding } from '../../shared/domain/payments/payouts.ts';

// A carrier company opens (or goes on with) its payout account on Stripe's pages (docs/payments.md)
export const handler = endpoint(async ({ principal, body, baseUrl }) => {
  const input = parseInput(PayoutOnboardingBody, body);
  const back = `${baseUrl}/v2/users/me/payouts`;
  const link = await startOnboarding(principal, {
    returnUrl: input.returnUrl ?? back,
    refreshUrl: input.refreshUrl ?? back,
    country: input.country ?? 'US',
  });
  return created(back, link);
});
