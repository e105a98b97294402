import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it, vi } from 'vitest';
import { stacksOf } from '../support/stacks.ts';
import { routes, type Route } from '../../shared/routes/http.ts';
import { MarketplaceStack } from '../../infra/stack.ts';
import { describeCheck, NEAR_LIMIT_MARGIN, templateLimits, tightestPerLimit } from '../../infra/ops/service-limits.ts';

// npm run check:deploy's service limits (issue 50): the route table grown to 290 routes, spread over
// areas of at most 45 rows (two areas added, as test/infra/stack-growth.test.ts says to), brings the
// HTTP API's 300 routes near, and the check names that limit first.

const { TOTAL_ROUTES, ROWS_PER_AREA } = vi.hoisted(() => ({ TOTAL_ROUTES: 290, ROWS_PER_AREA: 45 }));
vi.mock('../../shared/routes/http.ts', async (original) => {
  const table = await original<typeof import('../../shared/routes/http.ts')>();
  const areas = [...table.areas, 'growth', 'more'] as unknown as typeof table.areas;
  const count = new Map(areas.map((area) => [area, table.routes.filter((r) => r.area === area).length]));
  const more: Route[] = Array.from({ length: TOTAL_ROUTES - table.routes.length }, (_, i) => {
    const area = areas.find((a) => count.get(a)! < ROWS_PER_AREA)!;
    count.set(area, count.get(area)! + 1);
    return {
      id: `GrowthRoute${String(i).padStart(3, '0')}`,
      area,
      method: 'POST',
      path: `/v2/growth/${i}/{itemId}`,
      handler: 'functions/lookups/regions.ts',
      auth: 'key',
      scope: 'lookups:read',
      table: 'readwrite',
      images: 'none',
    };
  });
  return { ...table, areas, routes: [...table.routes, ...more] };
});

describe('the service limits of a stage grown to 290 routes', () => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stage = new MarketplaceStack(app, 'ShippingMarketplace-production', { stage: 'production' });
  const checks = templateLimits(
    stacksOf(stage).map((s) => {
      const template = Template.fromStack(s).toJSON();
      return { name: s.node.path, template, bytes: Buffer.byteLength(JSON.stringify(template, null, 1)) };
    }),
  );

  it('names the routes per HTTP API as the limit nearest, under 10% free, and none exceeded', () => {
    expect(routes).toHaveLength(TOTAL_ROUTES);
    const [nearest] = tightestPerLimit(checks);
    // the table's routes and the $default fallback's
    expect(nearest).toMatchObject({ limit: 'routes per HTTP API', value: TOTAL_ROUTES + 1, max: 300 });
    expect(nearest!.margin).toBeLessThan(NEAR_LIMIT_MARGIN);
    expect(describeCheck(nearest!)).toContain('NEAR ITS LIMIT');
    expect(checks.filter((c) => c.margin < 0)).toEqual([]);
  });

  it("counts CodeDeploy's deployment groups (one a function) against the application's 1,000 and the account's concurrent deployments", () => {
    const groups = checks.filter(
      (c) => c.limit === 'deployment groups per application' || c.limit === 'deployments in progress per account',
    );
    // the routes, the fallback, 6 stream consumers, 9 jobs, the webhook deliverer, the email feedback consumer
    expect(groups.map((c) => c.value)).toEqual([TOTAL_ROUTES + 18, TOTAL_ROUTES + 18]);
    for (const c of groups) expect(c.max).toBe(1_000);
  });

  it("keeps the fallback's role far from IAM's inline policy limit however many routes there are (one name pattern an area)", () => {
    const fallback = checks.find(
      (c) => c.limit === 'inline policy characters per role' && c.scope.includes('FallbackRole'),
    )!;
    expect(fallback.value).toBeLessThan(2_000);
  });
});
