import { endpoint } from '../../shared/http/endpoint.ts';
import { ok } from '../../shared/http/response.ts';
import { payoutsOf } from '../../shared/domain/payments/payouts.ts';

// The company's payout account: its status, balance and payouts as Stripe reports them (docs/payments.md)
export const handler = endpoint(async ({ principal }) => ok(await payoutsOf(principal)));
