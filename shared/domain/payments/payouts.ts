import * as clock from '../../clock.ts';
import { findPayoutAccount, ownerOfPayoutAccount, putPayoutAccount, setPayoutStatus } from '../../data/payments.ts';
import { ForbiddenError } from '../../errors.ts';
import { providerTypes, type Principal } from '../users/types.ts';
import type { Stripe } from '../../net/stripe.ts';
import { moneyOf, isPaymentCurrency } from './money.ts';
import { payWaitingReleases } from './service.ts';
import { asTransient, idempotencyKeyOf, stripeOfStage } from '../stripe/stripe.ts';
import type { PayoutAccount, PayoutStatus } from './types.ts';

// A carrier company's payout account (docs/payments.md, "Payout accounts"): a Stripe Express connected account,
// made on first use, onboarded on Stripe's pages, its status kept from Stripe's `account.updated` events.

/**
 * What Stripe's account says of paying the carrier: onboarding not finished (a new account is disabled for its
 * requirements until then), able to take transfers and pay out, or held back by Stripe since.
 */
export function payoutStatusOf(account: Stripe.Account): PayoutStatus {
  if (!account.details_submitted) return 'Pending';
  if (account.payouts_enabled && account.capabilities?.transfers === 'active' && !account.requirements?.disabled_reason)
    return 'Enabled';
  return 'Restricted';
}

function refuseNonProvider(principal: Principal): void {
  if (!providerTypes.includes(principal.userType))
    throw new ForbiddenError(`A ${principal.userType} is not paid out: carriers and brokers are.`, 'Authorization');
}

async function accountOf(principal: Principal, stripe: Stripe, country: 'US' | 'CA'): Promise<PayoutAccount> {
  const kept = await findPayoutAccount(principal.userId);
  if (kept) return kept;
  const created = await stripe.accounts.create(
    {
      type: 'express',
      country,
      capabilities: { transfers: { requested: true } },
      metadata: { userId: String(principal.userId) },
    },
    // one account a company, however often and at once it asks
    { idempotencyKey: idempotencyKeyOf('payout account', principal.stage, principal.userId) },
  );
  const now = clock.now().toISOString();
  const account: PayoutAccount = {
    userId: principal.userId,
    accountId: created.id,
    status: payoutStatusOf(created),
    createdOn: now,
    updatedOn: now,
  };
  if (await putPayoutAccount(account)) return account;
  return (await findPayoutAccount(principal.userId))!;
}

/** A link to Stripe's onboarding of the company's payout account, made on first use. */
export async function startOnboarding(
  principal: Principal,
  input: { returnUrl: string; refreshUrl: string; country: 'US' | 'CA' },
): Promise<{ url: string; expiresAt: string }> {
  refuseNonProvider(principal);
  const { stripe } = await stripeOfStage('Authorization');
  try {
    const account = await accountOf(principal, stripe, input.country);
    const link = await stripe.accountLinks.create({
      account: account.accountId,
      type: 'account_onboarding',
      return_url: input.returnUrl,
      refresh_url: input.refreshUrl,
    });
    return { url: link.url, expiresAt: new Date(link.expires_at * 1000).toISOString() };
  } catch (error) {
    throw asTransient(error);
  }
}

const moneyList = (amounts: { amount: number; currency: string }[]) =>
  amounts.flatMap(({ amount, currency }) => {
    const code = currency.toUpperCase();
    return isPaymentCurrency(code) ? [moneyOf(amount, code)] : [];
  });

/** The company's payout account: its status, and the balance and payouts Stripe reports. */
export async function payoutsOf(principal: Principal) {
  refuseNonProvider(principal);
  const account = await findPayoutAccount(principal.userId);
  if (!account) return { status: 'NotStarted' as PayoutStatus, balance: { available: [], pending: [] }, payouts: [] };
  const { stripe } = await stripeOfStage();
  try {
    const on = { stripeAccount: account.accountId };
    const [balance, payouts] = await Promise.all([
      stripe.balance.retrieve({}, on),
      stripe.payouts.list({ limit: 20 }, on),
    ]);
    return {
      status: account.status,
      ...(account.disabledReason ? { disabledReason: account.disabledReason } : {}),
      balance: { available: moneyList(balance.available), pending: moneyList(balance.pending) },
      payouts: payouts.data.flatMap((payout) => {
        const code = payout.currency.toUpperCase();
        return isPaymentCurrency(code)
          ? [
              {
                payoutId: payout.id,
                amount: moneyOf(payout.amount, code),
                status: payout.status,
                arrivalDate: new Date(payout.arrival_date * 1000).toISOString(),
              },
            ]
          : [];
      }),
    };
  } catch (error) {
    throw asTransient(error);
  }
}

/**
 * Stripe's `account.updated` (docs/payments.md, "Stripe's events"): the account's status read back from Stripe, so
 * that events in any order leave the newest; once Enabled, the releases that waited for it are paid.
 */
export async function applyAccountUpdated(stripe: Stripe, accountId: string): Promise<void> {
  const userId = await ownerOfPayoutAccount(accountId);
  if (userId === undefined) return;
  const account = await stripe.accounts.retrieve(accountId);
  const status = payoutStatusOf(account);
  await setPayoutStatus(userId, status, account.requirements?.disabled_reason ?? undefined, clock.now().toISOString());
  if (status === 'Enabled') await payWaitingReleases(userId);
}
