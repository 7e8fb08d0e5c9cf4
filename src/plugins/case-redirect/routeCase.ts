/** Lower-cased, without a trailing slash: the form two paths share when only case differs. */
function caseKey(pathname: string): string {
  return (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).toLowerCase();
}

/**
 * Maps the case key of every page path to the page, leaving out keys that two pages share
 * (the redirect must never guess between `/README` and `/ReadMe`).
 */
export function caseInsensitiveRouteMap(routePaths: readonly string[]): Record<string, string> {
  const byKey = new Map<string, Set<string>>();
  for (const routePath of routePaths) {
    if (routePath.includes(':') || routePath.includes('*')) continue;
    const key = caseKey(routePath);
    byKey.set(key, (byKey.get(key) ?? new Set()).add(routePath));
  }
  const map: Record<string, string> = {};
  for (const [key, paths] of [...byKey].sort(([a], [b]) => a.localeCompare(b))) {
    if (paths.size === 1) map[key] = [...paths][0]!;
  }
  return map;
}

/**
 * The inline script for 404.html. It runs first in <head>, before any bundle: when the path
 * names a page apart from case, it stops loading the not-found page (so React never hydrates
 * it against another route) and replaces the URL with the page's, keeping query and hash.
 */
export function redirectScript(routeMap: Readonly<Record<string, string>>): string {
  // JSON is valid JavaScript; `<` is escaped so no path can close the script element.
  const json = JSON.stringify(routeMap).replace(/</g, '\\u003c');
  return [
    '(function () {',
    `  var routes = ${json};`,
    '  var path = location.pathname;',
    "  var key = (path.length > 1 ? path.replace(/\\/+$/, '') : path).toLowerCase();",
    '  var target = Object.prototype.hasOwnProperty.call(routes, key) ? routes[key] : undefined;',
    '  if (target === undefined || target === path) return;',
    '  window.stop();',
    '  location.replace(target + location.search + location.hash);',
    '})();',
  ].join('\n');
}
