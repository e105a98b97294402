import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { serviceName } from './logger.ts';

// Business metrics in CloudWatch embedded metric format (Powertools Metrics): counted where the
// marketplace event happens, published once at the end of each invocation with the route (or
// consumer) as a dimension (docs/operations.md lists them and the dashboard that shows them).

export const metricsNamespace = 'ShippingMarketplace';

export const businessEvents = [
  'ListingsCreated',
  'BidsPlaced',
  'Bookings',
  'TransitUpdates',
  'WebhookDeliveriesFailed',
] as const;
export type BusinessEvent = (typeof businessEvents)[number];

const metrics = new Metrics({
  namespace: metricsNamespace,
  serviceName,
  defaultDimensions: { stage: process.env.STAGE ?? 'sandbox' },
});

export function countBusinessEvent(event: BusinessEvent, count = 1): void {
  metrics.addMetric(event, MetricUnit.Count, count);
}

/**
 * Security events (docs/security-events.md) are counted per stage only, with no route dimension:
 * an alarm watches one metric across every route (a burst of throttled sign-ins on any of the
 * three sign-in routes is one attack), and CloudWatch alarms cannot SEARCH.
 */
const securityMetrics = new Metrics({
  namespace: metricsNamespace,
  serviceName,
  defaultDimensions: { stage: process.env.STAGE ?? 'sandbox' },
});

/** The metric name of a security event type: `SignIn.Throttled` is `SignInThrottled`. */
export const securityMetricName = (type: string) => type.replace(/\./g, '');

export function countSecurityEvent(type: string): void {
  securityMetrics.addMetric(securityMetricName(type), MetricUnit.Count, 1);
}

/**
 * Writes what this invocation counted, if anything: security events per stage, business events under the route or
 * consumer that counted them.
 */
export function publishMetrics(source: string): void {
  if (securityMetrics.hasStoredMetrics()) securityMetrics.publishStoredMetrics();
  if (!metrics.hasStoredMetrics()) return;
  metrics.addDimension('route', source);
  metrics.publishStoredMetrics();
}
