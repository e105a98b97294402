import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { serviceName } from './logger.ts';

// Business metrics in CloudWatch embedded metric format (Powertools Metrics): counted where the
// marketplace event happens, published once at the end of each invocation with the route (or
// consumer) as a dimension (docs/operations.md lists them and the dashboard that shows them).

export const metricsNamespace = 'ShippingMarketplace';

export const businessEvents = ['ListingsCreated', 'BidsPlaced', 'Bookings', 'TransitUpdates', 'WebhookDeliveriesFailed'] as const;
export type BusinessEvent = (typeof businessEvents)[number];

const metrics = new Metrics({
  namespace: metricsNamespace,
  serviceName,
  defaultDimensions: { stage: process.env.STAGE ?? 'sandbox' },
});

export function countBusinessEvent(event: BusinessEvent, count = 1): void {
  metrics.addMetric(event, MetricUnit.Count, count);
}

/** Writes what this invocation counted, if anything, under the route or consumer that counted it. */
export function publishBusinessEvents(source: string): void {
  if (!metrics.hasStoredMetrics()) return;
  metrics.addDimension('route', source);
  metrics.publishStoredMetrics();
}
