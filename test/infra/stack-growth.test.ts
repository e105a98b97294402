import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it, vi } from 'vitest';
import { stacksOf } from '../support/stacks.ts';
import { functionPrefix, routeFunctionName } from '../../shared/routes/functions.ts';
import { areas, routes, type Route } from '../../shared/routes/http.ts';
import { MarketplaceStack } from '../../infra/stack.ts';

// Room to grow (docs/operations.md, "Stacks"): the stage's stack and each nested stack stay within
// 400 resources (CloudFormation allows 500), 200 parameters and 200 outputs with 100 routes more
// than the table has: the largest area filled up to the most rows an area may have, the rest
// spread over the others.

const { extraRoutes, MAX_ROUTES_PER_AREA } = vi.hoisted(() => ({
  extraRoutes: 100,
  /**
   * At most this many rows in an area: a route added since the split costs its area's stack 8
   * resources (function, its published version and live alias, role, log group, permission, route,
   * integration; infra/stage-routes.ts), an older one 6, and 50 keep the largest area's stack under 400.
   */
  MAX_ROUTES_PER_AREA: 50,
}));
vi.mock('../../shared/routes/http.ts', async (original) => {
  const table = await original<typeof import('../../shared/routes/http.ts')>();
  const count = (area: string) => table.routes.filter((r) => r.area === area).length;
  const largest = [...table.areas].sort((a, b) => count(b) - count(a))[0]!;
  const others = table.areas.filter((a) => a !== largest);
  const more: Route[] = Array.from({ length: extraRoutes }, (_, i) => ({
    id: `GrowthRoute${String(i).padStart(3, '0')}`,
    area: i < MAX_ROUTES_PER_AREA - count(largest) ? largest : others[i % others.length]!,
    method: 'POST',
    path: `/v2/growth/${i}/{itemId}`,
    handler: 'functions/lookups/regions.ts',
    auth: 'key',
    scope: 'lookups:read',
    table: 'readwrite',
    images: 'none',
  }));
  return { ...table, routes: [...table.routes, ...more] };
});

describe('the stacks of a stage with 100 more routes', () => {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': [] } });
  const stage = new MarketplaceStack(app, 'ShippingMarketplace-production', { stage: 'production' });

  it('each hold at most 400 resources, 200 parameters and 200 outputs', () => {
    expect(routes.filter((r) => r.id.startsWith('GrowthRoute'))).toHaveLength(extraRoutes);
    expect(Math.max(...areas.map((area) => routes.filter((r) => r.area === area).length))).toBe(MAX_ROUTES_PER_AREA);
    const sizes = stacksOf(stage).map((s) => {
      const template = Template.fromStack(s).toJSON();
      return {
        stack: s.node.path,
        resources: Object.keys(template.Resources).length,
        parameters: Object.keys(template.Parameters ?? {}).length,
        outputs: Object.keys(template.Outputs ?? {}).length,
      };
    });
    // the stage's, an area each, the event consumers, monitoring, deployments
    expect(sizes.length).toBe(areas.length + 4);
    for (const size of sizes) {
      expect(size.resources, size.stack).toBeLessThanOrEqual(400);
      expect(size.parameters, size.stack).toBeLessThanOrEqual(200);
      expect(size.outputs, size.stack).toBeLessThanOrEqual(200);
    }
  });

  it("route function names stay within Lambda's 64 characters in the longer stage name", () => {
    for (const route of routes)
      expect(routeFunctionName(functionPrefix('production'), route).length, route.id).toBeLessThanOrEqual(64);
  });
});

describe('the route table', () => {
  it(`puts every row in an area, at most ${MAX_ROUTES_PER_AREA} in one (add an area to shared/routes/http.ts beyond)`, async () => {
    const { routes: table } =
      await vi.importActual<typeof import('../../shared/routes/http.ts')>('../../shared/routes/http.ts');
    for (const area of areas)
      expect(table.filter((r) => r.area === area).length, area).toBeLessThanOrEqual(MAX_ROUTES_PER_AREA);
    for (const route of table) expect(areas, route.id).toContain(route.area);
  });
});
