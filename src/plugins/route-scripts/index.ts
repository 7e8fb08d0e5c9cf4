import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ChunkNameTree} from '../../utils/chunkNames';
import type {PostBuildStep} from '../post-build/step';
import {pageHtmlFile} from '../shared/builtSite';
import {
  parseRoutesModule,
  routeScriptFiles,
  withRouteScripts,
  type ClientManifest,
} from './routeScripts';

/**
 * Puts each page's own scripts (its content, layout and component chunks) in its HTML, next to
 * the entry point's. Docusaurus means to (its template writes the scripts of the modules the
 * prerender used) but the list comes from react-loadable's `Loadable.Capture`, which relies on
 * the legacy context API that React 19 removed, so it is always empty. The browser then learned
 * of the page's chunks only once main.js had run, a network round trip later, and main.js added
 * their script elements in the same long task that evaluates it.
 *
 * The plugin adds the client module that removes those tags before the app starts; the tags are
 * written by `routeScriptsStep`, in the post-build pipeline.
 */
export default function routeScriptsPlugin(): Plugin {
  return {
    name: 'route-scripts',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}

/**
 * The post-build step (src/plugins/post-build): adds each page's script tags to its HTML. It
 * rewrites the pages, so it runs before every step that reads them.
 */
export function routeScriptsStep({generatedFilesDir}: LoadContext): PostBuildStep {
  return {
    name: 'route-scripts',
    role: 'rewrite',
    async run({outDir, baseUrl, routesPaths}) {
      const read = (file: string) => fs.readFile(path.join(generatedFilesDir, file), 'utf8');
      const routes = parseRoutesModule(await read('routes.js'));
      const chunkNames = JSON.parse(await read('routesChunkNames.json')) as Record<
        string,
        ChunkNameTree
      >;
      const manifest = JSON.parse(await read('client-manifest.json')) as ClientManifest;
      await Promise.all(
        routesPaths
          // 404.html answers any unknown URL; the client matches that URL, not this path.
          .filter((routePath) => !routePath.endsWith('.html'))
          .map(async (routePath) => {
            const files = routeScriptFiles(routePath, routes, chunkNames, manifest);
            if (files.length === 0) return;
            const file = await pageHtmlFile(outDir, baseUrl, routePath);
            await fs.writeFile(file, withRouteScripts(await fs.readFile(file, 'utf8'), files));
          }),
      );
    },
  };
}
