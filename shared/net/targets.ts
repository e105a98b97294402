import ipaddr from 'ipaddr.js';

// Where a webhook may deliver (docs/webhooks.md, OWASP API7: server-side request forgery): public
// unicast addresses only. Loopback, private, link-local, carrier-grade NAT, unique-local,
// multicast, unspecified, reserved and every special range, and IPv4-mapped or IPv4-embedding IPv6
// forms of them, are refused; ipaddr.js knows the ranges. Pure: resolving names is the caller's.

/** A host as an address: `[fd00::1]` as the URL parser writes an IPv6 literal is `fd00::1`. */
export const unbracketed = (host: string) => host.replace(/^\[|\]$/g, '');

/** An address as ipaddr.js reads it, IPv4-mapped IPv6 (`::ffff:a9fe:a9fe`) as the IPv4 it is. */
function parsed(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  const text = unbracketed(address);
  if (!ipaddr.isValid(text)) return undefined;
  const ip = ipaddr.parse(text);
  return ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress() ? (ip as ipaddr.IPv6).toIPv4Address() : ip;
}

/** Whether a host is an address literal (`10.0.0.5`, `[fd00::1]`), as the URL parser normalised it. */
export const isAddressLiteral = (host: string) => parsed(host) !== undefined;

export const isLoopback = (address: string) => parsed(address)?.range() === 'loopback';

/**
 * Whether a delivery may connect to this address: a public unicast one, or loopback where the local runtime allows it.
 */
export function mayConnectTo(address: string, allowLoopback: boolean): boolean {
  const range = parsed(address)?.range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/**
 * The local runtime's receivers listen on this machine. Only `npm start` and the tests set
 * ALLOW_LOOPBACK_WEBHOOKS, and inside Lambda it counts only where AWS itself is on this machine (the
 * as-deployed runtime, docs/operations.md), so no deployed stage ever allows it.
 */
export const loopbackAllowed = () =>
  process.env.ALLOW_LOOPBACK_WEBHOOKS === 'true' &&
  (!process.env.AWS_LAMBDA_FUNCTION_NAME || /^http:\/\/127\.0\.0\.1:\d+\/?$/.test(process.env.AWS_ENDPOINT_URL ?? ''));

/** Why a target is refused, for the 400 at registration and the `lastError` of a delivery. */
export const refusal = (host: string, addresses: string[]) =>
  `${host}${addresses.length && addresses.join() !== host ? ` resolves to ${addresses.join(', ')}, which is` : ' is'}` +
  ' not a public address: webhooks deliver to the internet only.';
