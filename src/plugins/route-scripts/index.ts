import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PostBuildStep} from '../post-build/step';
import {pageHtmlFile} from '../../build/builtSite';
import {readGeneratedRoutes} from '../../internals/generated';
import {routeScriptFiles, withRouteScripts} from './routeScripts';

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
    reads: 'the routes and the client manifest; every page',
    writes: 'every page: script tags',
    async run({outDir, baseUrl, routesPaths}) {
      const {routes, chunkNames, manifest} = await readGeneratedRoutes(generatedFilesDir);
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
