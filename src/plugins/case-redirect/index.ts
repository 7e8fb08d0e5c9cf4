import fs from 'node:fs/promises';
import path from 'node:path';
import type {PostBuildStep} from '../post-build/step';
import {caseInsensitiveRouteMap, redirectScript} from './routeCase';

const NAME = 'case-redirect';
// Right after the charset declaration, which must stay within the document's first bytes.
const MARKER = /<meta charset=[^>]*>/i;

/**
 * Makes a URL that differs from a page only by letter case land on that page. The toolkit
 * prints `/Errors?code=N` in its minified errors while the page is `/errors`; static hosts
 * match files case-sensitively and answer with 404.html, so 404.html carries a tiny inline script
 * that knows every page's path. (In the browser React Router matches without regard to case, so
 * the theme's not-found page cannot do this: it would hydrate the wrong markup.)
 *
 * A post-build step (src/plugins/post-build) that rewrites 404.html: it runs before the
 * security-headers step, which puts the script's hash in the Content-Security-Policy.
 */
export function caseRedirectStep(): PostBuildStep {
  return {
    name: NAME,
    role: 'rewrite',
    reads: 'the routes; 404.html',
    writes: '404.html: an inline script that sends /Errors to /errors',
    async run({routesPaths, outDir}) {
      const file = path.join(outDir, '404.html');
      const html = await fs.readFile(file, 'utf8');
      if (!MARKER.test(html)) {
        throw new Error(`${NAME}: ${file} has no <meta charset>; cannot add the redirect script`);
      }
      const pages = routesPaths.filter((p) => !p.endsWith('/404') && !p.endsWith('/404.html'));
      // A classic script without async/defer: it runs before the rest of the page is parsed.
      const tag = `<script>${redirectScript(caseInsensitiveRouteMap(pages))}</script>`;
      await fs.writeFile(
        file,
        html.replace(MARKER, (meta) => meta + tag),
      );
    },
  };
}
