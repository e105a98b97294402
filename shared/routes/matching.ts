// How a request finds its row of the route table (./http.ts): as API Gateway matches, and as the
// original API did (docs/routing.md).

import { routes, type Route } from './http.ts';

export interface RouteMatch {
  route: Route;
  pathParameters: Record<string, string>;
}

/** A row's path as a pattern: literal segments as written (in any case when `anyCase`), parameters any segment. */
function compile(anyCase: boolean) {
  return routes.map((route) => {
    const names: string[] = [];
    const pattern = route.path
      .split(/(\{[^}+]+\})/)
      .map((part) => {
        const parameter = /^\{([^}+]+)\}$/.exec(part);
        if (!parameter) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(parameter[1]!);
        return '([^/]+)';
      })
      .join('');
    return { route, names, regex: new RegExp(`^${pattern}$`, anyCase ? 'i' : '') };
  });
}
/** API Gateway's match: literal segments exactly as the table writes them. */
const exactly = compile(false);
/** The original API's match (docs/routing.md): literal segments in any case. */
const inAnyCase = compile(true);

/** API Gateway's normalisation: `/v2/users/` is routed as `/v2/users`. */
export function canonicalPath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
}

/** A path segment decoded; a malformed escape (`%E0%A4%A`) stays as sent, for validation to refuse. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Rows whose path matches, whatever their method: as API Gateway matches, or in any case. */
export function routesForPath(path: string, spelling: 'exact' | 'anyCase' = 'exact'): RouteMatch[] {
  const canonical = canonicalPath(path);
  const found: RouteMatch[] = [];
  for (const { route, names, regex } of spelling === 'exact' ? exactly : inAnyCase) {
    const m = regex.exec(canonical);
    if (!m) continue;
    const pathParameters: Record<string, string> = {};
    names.forEach((name, i) => {
      pathParameters[name] = decodeSegment(m[i + 1] ?? '');
    });
    found.push({ route, pathParameters });
  }
  return found;
}

/** The row API Gateway routes a request to (infra/local/server.ts does the same), if any. */
export function matchRoute(method: string, path: string): RouteMatch | undefined {
  return routesForPath(path).find((m) => m.route.method === method.toUpperCase());
}

/**
 * The row a request means as the original API matched it (docs/routing.md): literal segments in
 * any case, with or without a trailing slash, and HEAD as the GET of its path (RFC 9110 9.3.2).
 * The fallback dispatches what API Gateway's exact match left to it.
 */
export function matchAnySpelling(method: string, path: string): (RouteMatch & { head: boolean }) | undefined {
  const head = method.toUpperCase() === 'HEAD';
  const wanted = head ? 'GET' : method.toUpperCase();
  const match = routesForPath(path, 'anyCase').find((m) => m.route.method === wanted);
  return match && { ...match, head };
}
