/**
 * The JS and CSS files a built page loads by its load event, read from its HTML, with their gzip
 * sizes: the measure of scripts/check-budgets.ts. Its own module, free of `import.meta`, so
 * Playwright's CommonJS loader can import it too (tests/e2e/bundles.spec.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {pageHtmlFile} from '../src/build/builtSite';

/** One JS or CSS file a page loads by its load event. */
export type PageAsset = {
  /** Its URL path, as the HTML names it (`/assets/js/main.1234abcd.js`). */
  readonly url: string;
  readonly kind: 'js' | 'css';
  readonly gzipBytes: number;
};

/** The value of `name` in one tag's source, quoted or not (minified HTML drops the quotes). */
function attribute(tag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/**
 * The same-origin JS and CSS URLs a page's HTML makes the browser fetch by its load event, in
 * document order, each once: `<script src>` whose `type` is JavaScript or absent (the browser
 * does not fetch a data block), `<link rel=stylesheet>`, and `<link rel=preload>` or
 * `modulepreload` of a script or style. Prefetches are left out: the browser fetches them when
 * idle, for the next page.
 */
export function assetUrlsOf(html: string): {url: string; kind: 'js' | 'css'}[] {
  const found = new Map<string, 'js' | 'css'>();
  const add = (url: string | undefined, kind: 'js' | 'css') => {
    if (url && url.startsWith('/') && !url.startsWith('//') && !found.has(url)) {
      found.set(url, kind);
    }
  };
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const type = attribute(tag, 'type');
    if (type && !/^(text\/javascript|module|application\/javascript)$/i.test(type)) continue;
    add(attribute(tag, 'src'), 'js');
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/);
    const href = attribute(tag, 'href');
    if (rel.includes('stylesheet')) add(href, 'css');
    else if (rel.includes('modulepreload')) add(href, 'js');
    else if (rel.includes('preload')) {
      const as = attribute(tag, 'as');
      if (as === 'script') add(href, 'js');
      if (as === 'style') add(href, 'css');
    }
  }
  return [...found].map(([url, kind]) => ({url, kind}));
}

/** Every JS and CSS file `route` loads by its load event, with its gzip size. */
export async function pageAssets(buildDir: string, route: string): Promise<PageAsset[]> {
  const html = fs.readFileSync(await pageHtmlFile(buildDir, '/', route), 'utf8');
  return assetUrlsOf(html).map(({url, kind}) => {
    const file = path.join(buildDir, decodeURIComponent(url.split(/[?#]/)[0]!));
    if (!fs.existsSync(file)) throw new Error(`${route}: ${url} is not in the build`);
    return {url, kind, gzipBytes: gzipSync(fs.readFileSync(file)).length};
  });
}
