import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ChunkNameTree} from '../../utils/chunkNames';
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
 */
export default function routeScriptsPlugin({generatedFilesDir}: LoadContext): Plugin {
  return {
    name: 'route-scripts',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    async postBuild({outDir, baseUrl, routesPaths}) {
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
            const html = withRouteScripts(await fs.readFile(file, 'utf8'), files);
            // Other plugins read the pages in their own postBuild at the same time: replace the
            // file in one step so that they never see half of it.
            const temporary = `${file}.route-scripts`;
            await fs.writeFile(temporary, html);
            await fs.rename(temporary, file);
          }),
      );
    },
  };
}
