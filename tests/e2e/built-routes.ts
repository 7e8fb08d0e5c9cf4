import fs from 'node:fs';
import path from 'node:path';

const BUILD_DIR = path.resolve(__dirname, '../../build');

/** Every page the build produced, as a URL path: the docs, the home page, /errors and /search. */
export function builtRoutes(dir = BUILD_DIR, prefix = '/'): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      if (entry.isDirectory()) {
        return entry.name === 'assets' || entry.name === 'search-index' || entry.name === 'live'
          ? []
          : builtRoutes(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      }
      if (!entry.name.endsWith('.html') || entry.name === '404.html') return [];
      const name = entry.name.slice(0, -'.html'.length);
      return [name === 'index' ? prefix : `${prefix}${name}`];
    })
    .sort();
}

/** `items` in `size`-long slices, so a spec can spread many routes over a few tests. */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/** The live examples' page data in the build. */
export const LIVE_DIR = path.join(BUILD_DIR, 'live');

/** The pages with live examples, from the build's data: `/api/createAction` and so on. */
export function livePages(dir = LIVE_DIR, prefix = '/'): string[] {
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      if (entry.isDirectory())
        return livePages(path.join(dir, entry.name), `${prefix}${entry.name}/`);
      return entry.name.endsWith('.json')
        ? [`${prefix}${entry.name.slice(0, -'.json'.length)}`]
        : [];
    })
    .sort();
}
