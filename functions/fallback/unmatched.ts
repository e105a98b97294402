import { apiFunction } from '../../shared/http/middleware.ts';
import { MethodNotAllowedError } from '../../shared/http/errors.ts';
import { ErrorCode, NotFoundError } from '../../shared/domain/errors.ts';
import { routesForPath } from '../../shared/routes.ts';

// API Gateway's $default route: whatever no row of the route table matched (spec 7.1: 404 for an
// unknown route, 405 for a known path with another method). No auth: an unknown route is 404
// for everyone, as API Gateway itself would answer.
export const handler = apiFunction()
  .handler(async (event) => {
    const method = event.requestContext.http.method;
    const path = event.rawPath;
    const allowed = routesForPath(path).map((match) => match.route.method);
    if (allowed.length > 0) throw new MethodNotAllowedError(method, path, allowed);
    throw new NotFoundError(`There is no resource at ${path}.`, 'path', ErrorCode.RouteNotFound);
  });
