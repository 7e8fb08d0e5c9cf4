import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {caseInsensitiveRouteMap, redirectScript} from './routeCase';

const PLUGIN_NAME = 'case-redirect';
// Right after the charset declaration, which must stay within the document's first bytes.
const MARKER = /<meta charset=[^>]*>/i;

/**
 * Makes a URL that differs from a page only by letter case land on that page. The toolkit
 * prints `/Errors?code=N` in its minified errors while the page is `/errors`; static hosts
 * match files case-sensitively and answer with 404.html, so 404.html gets a tiny inline
 * script that knows every page's path. (In the browser React Router matches without regard to
 * case, so the theme's not-found page cannot do this: it would hydrate the wrong markup.)
 */
export default function caseRedirectPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    async postBuild({routesPaths, outDir}) {
      const file = path.join(outDir, '404.html');
      const html = await fs.readFile(file, 'utf8');
      if (!MARKER.test(html)) {
        throw new Error(
          `${PLUGIN_NAME}: ${file} has no <meta charset>; cannot add the redirect script`,
        );
      }
      const pages = routesPaths.filter((p) => !p.endsWith('/404') && !p.endsWith('/404.html'));
      const script = `<script>${redirectScript(caseInsensitiveRouteMap(pages))}</script>`;
      await fs.writeFile(
        file,
        html.replace(MARKER, (meta) => meta + script),
      );
    },
  };
}
