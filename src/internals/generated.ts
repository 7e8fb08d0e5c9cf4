// The files Docusaurus generates into `.docusaurus/` and reads itself, which no API hands a plugin
// after the build: `routes.js` (the route tree, a JavaScript module), `routesChunkNames.json`
// (each route's chunk names) and `client-manifest.json` (react-loadable-ssr-addon's map of chunk
// names to files). Read by the route-scripts step and the search budget; see ./README.md.
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  parse,
  type ArrayExpression,
  type Expression,
  type ObjectExpression,
  type SpreadElement,
} from 'acorn';
import type {ChunkNameTree} from '../utils/chunkNames';

/** The generated files read here, by name in the generated-files folder (`.docusaurus`). */
export const GENERATED_FILES = {
  routes: 'routes.js',
  routesChunkNames: 'routesChunkNames.json',
  clientManifest: 'client-manifest.json',
} as const;

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

/** What a build generated: its routes, their chunk names and the client manifest. */
export type GeneratedRoutes = {
  readonly routes: RouteNode[];
  readonly chunkNames: Readonly<Record<string, ChunkNameTree>>;
  readonly manifest: ClientManifest;
};

/** Reads the generated route files of a build from its generated-files folder. */
export async function readGeneratedRoutes(generatedFilesDir: string): Promise<GeneratedRoutes> {
  const read = (file: string) => fs.readFile(path.join(generatedFilesDir, file), 'utf8');
  const [routes, chunkNames, manifest] = await Promise.all([
    read(GENERATED_FILES.routes),
    read(GENERATED_FILES.routesChunkNames),
    read(GENERATED_FILES.clientManifest),
  ]);
  return {
    routes: parseRoutesModule(routes),
    chunkNames: JSON.parse(chunkNames) as Record<string, ChunkNameTree>,
    manifest: JSON.parse(manifest) as ClientManifest,
  };
}
