import type {RouteConfig} from 'react-router-config';

/** Every concrete page path in a route tree: leaves only, without the catch-all and params. */
export function collectPagePaths(routes: readonly RouteConfig[]): string[] {
  return routes.flatMap((route) => {
    if (route.routes && route.routes.length > 0) return collectPagePaths(route.routes);
    const routePath = typeof route.path === 'string' ? route.path : undefined;
    if (!routePath || routePath === '*' || routePath.includes(':')) return [];
    return [routePath];
  });
}

/**
 * The page whose path equals `pathname` apart from letter case and a trailing slash, if there
 * is exactly one. Returns undefined when the path already names a page exactly, or when the
 * match would be ambiguous (two pages that differ only by case).
 */
export function findRouteIgnoringCase(
  pathname: string,
  pagePaths: readonly string[],
): string | undefined {
  const normalize = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  const wanted = normalize(pathname);
  const matches = [...new Set(pagePaths.filter((p) => normalize(p) === wanted))];
  if (matches.length !== 1 || matches[0] === pathname) return undefined;
  return matches[0];
}
