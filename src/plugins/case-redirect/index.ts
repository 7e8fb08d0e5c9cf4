import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {PostBuildStep} from '../post-build/step';
import {caseInsensitiveRouteMap, redirectScript} from './routeCase';

const PLUGIN_NAME = 'case-redirect';
// Right after the charset declaration, which must stay within the document's first bytes.
const MARKER = /<meta charset=[^>]*>/i;

/**
 * Makes a URL that differs from a page only by letter case land on that page. The toolkit
 * prints `/Errors?code=N` in its minified errors while the page is `/errors`; static hosts
 * match files case-sensitively and answer with 404.html, so 404.html loads a tiny script that
 * knows every page's path. (In the browser React Router matches without regard to case, so the
 * theme's not-found page cannot do this: it would hydrate the wrong markup.)
 *
 * The script is a file of its own, named by its content hash, not inline: the Content-Security-
 * Policy allows the site's own scripts, and plugins' postBuild steps run in parallel, so the
 * security-headers plugin could not be sure to hash an inline script written here.
 */
export function caseRedirectStep(): PostBuildStep {
  return {
    name: PLUGIN_NAME,
    role: 'rewrite',
    async run({routesPaths, outDir, baseUrl}) {
      const file = path.join(outDir, '404.html');
      const html = await fs.readFile(file, 'utf8');
      if (!MARKER.test(html)) {
        throw new Error(
          `${PLUGIN_NAME}: ${file} has no <meta charset>; cannot add the redirect script`,
        );
      }
      const pages = routesPaths.filter((p) => !p.endsWith('/404') && !p.endsWith('/404.html'));
      const source = redirectScript(caseInsensitiveRouteMap(pages));
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      const scriptPath = `assets/js/case-redirect.${hash}.js`;
      await fs.mkdir(path.join(outDir, 'assets/js'), {recursive: true});
      await fs.writeFile(path.join(outDir, scriptPath), source);
      // A classic script without async/defer: it runs before the rest of the page is parsed.
      const tag = `<script src="${baseUrl}${scriptPath}"></script>`;
      await fs.writeFile(
        file,
        html.replace(MARKER, (meta) => meta + tag),
      );
    },
  };
}
