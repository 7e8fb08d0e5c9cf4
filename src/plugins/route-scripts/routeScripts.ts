import {matchRoutes} from 'react-router-config';
import {chunkNameLeaves, type ChunkNameTree} from '../../utils/chunkNames';
import type {ClientManifest, RouteNode} from '../../internals/generated';
import {ROUTE_SCRIPT_ATTRIBUTE} from './attribute';

/**
 * Which script files a page needs before it can hydrate, worked out from the files Docusaurus
 * generates (read by src/internals/generated.ts): the route tree, each route's chunk names, and
 * the client manifest (each chunk name's files, with the chunks split off it).
 */

/**
 * The script files, in load order, of the chunks a page needs beyond the entry point: those of
 * every route matching `pathname`, as the client matches them (react-router-config).
 */
export function routeScriptFiles(
  pathname: string,
  routes: readonly RouteNode[],
  chunkNames: Readonly<Record<string, ChunkNameTree>>,
  manifest: ClientManifest,
): string[] {
  const filesOf = (chunkName: string): string[] =>
    (manifest.origins[chunkName] ?? []).flatMap((id) =>
      (manifest.assets[id]?.js ?? []).map((file) => file.publicPath),
    );
  const entryFiles = new Set(manifest.entrypoints.flatMap(filesOf));
  const files = new Set<string>();
  // The library's types want react-router's RouteConfig; only path, exact and routes are read.
  const matched = matchRoutes(routes as Parameters<typeof matchRoutes>[0], pathname);
  for (const {route} of matched) {
    const {key} = route as RouteNode;
    if (key === undefined) continue;
    for (const name of chunkNameLeaves(chunkNames[key])) {
      for (const file of filesOf(name)) if (!entryFiles.has(file)) files.add(file);
    }
  }
  return [...files];
}

/** The entry point's first script tag (the webpack runtime). */
const RUNTIME_SCRIPT = /<script\b[^>]*\bsrc=["']?[^"'\s>]*runtime~main[^>]*>/;

/**
 * `html` with a deferred script tag for each file, before the entry point's scripts: deferred
 * scripts run in document order, so the page's chunks are registered before the app starts and
 * asks for them. The tags are marked: ./client.ts removes them before that.
 */
export function withRouteScripts(html: string, files: readonly string[]): string {
  if (files.length === 0) return html;
  const match = RUNTIME_SCRIPT.exec(html);
  if (!match) throw new Error('no runtime~main script tag in the page');
  const tags = files
    .map((file) => `<script src="${file}" ${ROUTE_SCRIPT_ATTRIBUTE} defer></script>`)
    .join('');
  return html.slice(0, match.index) + tags + html.slice(match.index);
}
