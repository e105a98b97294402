import { apiFunction } from '../../shared/http/middleware.ts';
import { MethodNotAllowedError } from '../../shared/http/errors.ts';
import { dispatchToRoute } from '../../shared/http/route-dispatch.ts';
import { ErrorCode, NotFoundError } from '../../shared/errors.ts';
import { matchAnySpelling, routesForPath } from '../../shared/routes/matching.ts';

// API Gateway's $default route: whatever no row of the route table matched exactly. A path spelled
// in another case or a HEAD goes to the row it means (docs/routing.md); otherwise spec 7.1: 404 for
// an unknown route, 405 for a known path with another method. No auth here: the route's own
// function checks the key, and an unknown route is 404 for everyone, as API Gateway would answer.
export const handler = apiFunction().handler(async (event) => {
  const method = event.requestContext.http.method;
  const path = event.rawPath;
  const meant = matchAnySpelling(method, path);
  if (meant) return dispatchToRoute(event, meant);
  const allowed = routesForPath(path, 'anyCase').map((match) => match.route.method);
  if (allowed.length > 0)
    throw new MethodNotAllowedError(method, path, allowed.includes('GET') ? [...allowed, 'HEAD'] : allowed);
  throw new NotFoundError(`There is no resource at ${path}.`, 'path', ErrorCode.RouteNotFound);
});
