import {
  parse,
  type ArrayExpression,
  type Expression,
  type ObjectExpression,
  type SpreadElement,
} from 'acorn';
import {matchRoutes} from 'react-router-config';
import {chunkNameLeaves, type ChunkNameTree} from '../../utils/chunkNames';
import {ROUTE_SCRIPT_ATTRIBUTE} from './attribute';

/**
 * Which script files a page needs before it can hydrate, worked out from the files Docusaurus
 * generates: `routes.js` (the route tree), `routesChunkNames.json` (each route's chunk names) and
 * `client-manifest.json` (each chunk name's files, with the chunks split off it).
 */

/** A route of `routes.js`: `key` is `path-hash`, the key of `routesChunkNames.json`. */
export type RouteNode = {
  readonly path: string;
  readonly exact?: boolean;
  readonly key?: string;
  readonly routes?: readonly RouteNode[];
};

/** The part of `client-manifest.json` (react-loadable-ssr-addon) read here. */
export type ClientManifest = {
  readonly entrypoints: readonly string[];
  /** Chunk name → ids of the chunks it loads with (itself and those split off it). */
  readonly origins: Readonly<Record<string, readonly string[]>>;
  /** Chunk id → its files. */
  readonly assets: Readonly<
    Record<string, {readonly js?: readonly {readonly publicPath: string}[]}>
  >;
};

function literal(node: Expression | SpreadElement | null | undefined): unknown {
  return node?.type === 'Literal' ? node.value : undefined;
}

function toRoute(node: ObjectExpression): RouteNode {
  let path: string | undefined;
  let exact: boolean | undefined;
  let key: string | undefined;
  let routes: RouteNode[] | undefined;
  for (const property of node.properties) {
    if (property.type !== 'Property' || property.key.type !== 'Identifier') continue;
    const {value} = property;
    switch (property.key.name) {
      case 'path':
        path = String(literal(value as Expression));
        break;
      case 'exact':
        exact = literal(value as Expression) === true;
        break;
      case 'component':
        // ComponentCreator('/api/createSlice', '794'); the catch-all route has no hash.
        if (value.type === 'CallExpression' && value.arguments.length === 2) {
          key = `${String(literal(value.arguments[0]))}-${String(literal(value.arguments[1]))}`;
        }
        break;
      case 'routes':
        routes = toRoutes(value as ArrayExpression);
        break;
      default:
    }
  }
  if (path === undefined) throw new Error('routes.js: a route without a path');
  return {path, exact, key, routes};
}

function toRoutes(node: ArrayExpression): RouteNode[] {
  return node.elements.map((element) => {
    if (element?.type !== 'ObjectExpression')
      throw new Error('routes.js: a route is not an object');
    return toRoute(element);
  });
}

/** The route tree of Docusaurus' generated `routes.js`. */
export function parseRoutesModule(source: string): RouteNode[] {
  const program = parse(source, {ecmaVersion: 'latest', sourceType: 'module'});
  for (const statement of program.body) {
    if (
      statement.type === 'ExportDefaultDeclaration' &&
      statement.declaration.type === 'ArrayExpression'
    ) {
      return toRoutes(statement.declaration);
    }
  }
  throw new Error('routes.js does not export an array of routes');
}

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
