import type { ProviderVetting } from './types.ts';

// What counts as a change of a provider's vetting that whoever relies on it must hear of (docs/vetting.md,
// `Provider.VettingChanged/v1`): a check that finds the record as it was changes nothing.

export const vettingChangeFields = [
  'status',
  'numbers',
  'authority',
  'insurance',
  'outOfService',
  'name',
  'address',
] as const;
export type VettingChangeField = (typeof vettingChangeFields)[number];

/** A registration (name, address) changed this recently shows as a signal on the summary. */
export const REGISTRATION_SIGNAL_DAYS = 30;

/** Equal as records, whatever the order of their members (a map read back from the table keeps none). */
const canonical = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value)
          .filter(([, member]) => member !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, member]) => [key, canonical(member)]),
      )
    : value;
const same = (a: unknown, b: unknown) => JSON.stringify(canonical(a ?? null)) === JSON.stringify(canonical(b ?? null));

/** The fields of `is` that differ from `was`; facts are compared only when both have them (verdicts, not outages). */
export function vettingChanges(was: ProviderVetting, is: ProviderVetting): VettingChangeField[] {
  const changed: VettingChangeField[] = [];
  if (was.status !== is.status) changed.push('status');
  if (was.dotNumber !== is.dotNumber || was.mcNumber !== is.mcNumber) changed.push('numbers');
  const [a, b] = [was.facts, is.facts];
  if (a && b) {
    if (!same(a.authority, b.authority)) changed.push('authority');
    const { liabilityRequired: _a, ...insuranceWas } = a.insurance;
    const { liabilityRequired: _b, ...insuranceIs } = b.insurance;
    if (!same(insuranceWas, insuranceIs)) changed.push('insurance');
    if (a.outOfService !== b.outOfService) changed.push('outOfService');
    if (a.legalName !== b.legalName || a.dbaName !== b.dbaName) changed.push('name');
    if (!same(a.address, b.address)) changed.push('address');
  }
  return changed;
}

/**
 * When the registered name or address last changed, as FMCSA's record showed it: now when this check found it changed
 * (from a record of the same USDOT number), the earlier change otherwise.
 */
export function registrationChangedOn(was: ProviderVetting | undefined, is: ProviderVetting): string | undefined {
  const changed =
    was?.facts && is.facts && was.facts.dotNumber === is.facts.dotNumber
      ? vettingChanges(was, is).some((field) => field === 'name' || field === 'address')
      : false;
  return changed
    ? is.checkedOn
    : was?.facts?.dotNumber === is.facts?.dotNumber
      ? was?.registrationChangedOn
      : undefined;
}
