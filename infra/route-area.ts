import { NestedStack, Stack } from 'aws-cdk-lib';
import {
  HttpIntegrationType,
  HttpMethod,
  HttpRoute,
  HttpRouteIntegration,
  HttpRouteKey,
  PayloadFormatVersion,
  type HttpApi,
  type HttpRouteIntegrationBindOptions,
  type HttpRouteIntegrationConfig,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import { marketplaceFunction, type MarketplaceFunction, type StageResources } from './functions.ts';
import { routeFunctionName } from '../shared/routes/functions.ts';
import type { Area, Route } from '../shared/routes/http.ts';
import { routesBesideTheApi } from './stage-routes.ts';

/**
 * The functions of one area of the route table (shared/routes/http.ts), in a nested stack of their own:
 * each its function, role, log group and API Gateway's permission to invoke it; and the API
 * Gateway route and integration of every route added since the split (those deployed before stay
 * in the stage's stack beside the API: infra/stage-routes.ts, docs/operations.md, "Stacks").
 */
export class RouteArea extends NestedStack {
  readonly functions = new Map<string, MarketplaceFunction>();

  constructor(
    scope: Construct,
    id: string,
    props: { area: Area; routes: readonly Route[]; resources: StageResources; api: HttpApi; functionPrefix: string },
  ) {
    super(scope, id, {
      description: `Shipping marketplace ${props.resources.stage}: the ${props.area} routes' functions`,
    });
    for (const route of props.routes) {
      const fn = marketplaceFunction(this, route, props.resources, {
        functionName: routeFunctionName(props.functionPrefix, route),
        authenticates: true,
      });
      // what HttpLambdaIntegration would add beside the route, here beside the function; API
      // Gateway invokes the live alias (infra/functions.ts), which the permission names
      fn.live.addPermission(`${route.id}ApiInvoke`, {
        principal: new ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: Stack.of(this).formatArn({
          service: 'execute-api',
          resource: props.api.apiId,
          resourceName: `*/*${route.path}`,
        }),
      });
      this.functions.set(route.id, fn);
      if (!routesBesideTheApi.has(route.id)) routeTo(this, route, fn.live, props.api);
    }
  }
}

/** A route of the API and its integration, invoking the route's function (its live alias). */
export function routeTo(scope: Construct, route: Route, fn: IFunction, api: HttpApi): HttpRoute {
  return new HttpRoute(scope, `${route.id}Route`, {
    httpApi: api,
    routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
    integration: new AreaFunctionIntegration(`${route.id}Integration`, fn),
  });
}

/**
 * A Lambda proxy integration that adds no permission: the function's own stack holds it (RouteArea).
 * The integration keeps the construct id HttpLambdaIntegration gave it, so its logical id is unchanged.
 */
export class AreaFunctionIntegration extends HttpRouteIntegration {
  constructor(
    id: string,
    private readonly handler: IFunction,
  ) {
    super(id);
  }

  bind(_options: HttpRouteIntegrationBindOptions): HttpRouteIntegrationConfig {
    return {
      type: HttpIntegrationType.AWS_PROXY,
      uri: this.handler.functionArn,
      payloadFormatVersion: PayloadFormatVersion.VERSION_2_0,
    };
  }
}
