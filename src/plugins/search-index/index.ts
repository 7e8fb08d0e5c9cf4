import fs from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PostBuildStep} from '../post-build/step';
import {buildSearchIndex, type BuiltSearchIndex} from './build';
import {readPageHtml} from '../../build/builtSite';
import {extractPage} from './extract';
import {
  INDEX_FILE_NAME,
  PLUGIN_NAME,
  shardPath,
  textPath,
  type SearchIndexGlobalData,
  type SearchRecord,
} from '../../search/schema';

export {INDEX_FILE_NAME, PLUGIN_NAME, type SearchIndexGlobalData} from '../../search/schema';

/**
 * Local search: after the build, reads every built page, splits it into a page record and one
 * record per `##`/`###` section, and writes a MiniSearch index that the search box fetches on
 * first use: a head file, postings shards and text pieces (see schema.ts).
 * Registered only when no Algolia credentials are configured. The plugin tells the browser
 * where the index is; `searchIndexStep`, in the post-build pipeline, writes it.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const {baseUrl} = context.siteConfig;
  const buildId = Date.now().toString(36);
  return {
    name: PLUGIN_NAME,
    async contentLoaded({actions}) {
      const data: SearchIndexGlobalData = {indexUrl: `${baseUrl}${INDEX_FILE_NAME}?v=${buildId}`};
      actions.setGlobalData(data);
    },
  };
}

/**
 * The post-build step (src/plugins/post-build): indexes the final HTML of the pages and writes
 * the index files.
 */
export function searchIndexStep(context: LoadContext): PostBuildStep {
  const {baseUrl} = context.siteConfig;
  return {
    name: PLUGIN_NAME,
    role: 'read',
    reads: 'every page but home, search and 404',
    writes: 'search-index.json and /search-index/',
    // Local mode only: the search-index plugin is registered unless the build searches Algolia.
    applies: ({plugins}) => plugins.some((plugin) => plugin.name === PLUGIN_NAME),
    async run({routesPaths, outDir, siteConfig}) {
      const started = performance.now();
      const {built, pages, records} = await buildSiteIndex({
        outDir,
        baseUrl,
        routesPaths,
        defaultLanguage: siteConfig.i18n.defaultLocale,
      });
      const written = await writeSearchIndex(outDir, built);
      const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
      console.log(
        `[${PLUGIN_NAME}] ${pages} pages, ${records} records, ${built.shards.reduce((sum, shard) => sum + shard.postings.length, 0)} terms: ` +
          `head ${kib(written.head.raw)} (${kib(written.head.gzip)} gzip), ` +
          `${built.shards.length} shards ${kib(written.shards.raw)} (${kib(written.shards.gzip)} gzip), ` +
          `${built.texts.length} text pieces ${kib(written.texts.raw)} ` +
          `(${kib(written.texts.gzip)} gzip) in ${Math.round(performance.now() - started)} ms`,
      );
    },
  };
}

/** Where a built site is and what it holds. */
export type SiteInput = {
  readonly outDir: string;
  readonly baseUrl: string;
  readonly routesPaths: readonly string[];
  readonly defaultLanguage: string;
};

/** Reads the built pages of a site and indexes them (the post-build step, minus writing). */
export async function buildSiteIndex({outDir, baseUrl, routesPaths, defaultLanguage}: SiteInput) {
  const pages = indexedRoutes(routesPaths, baseUrl);
  const records: SearchRecord[] = [];
  const unlisted: string[] = [];
  for (const routePath of pages) {
    const html = await readPageHtml(outDir, baseUrl, routePath);
    const extracted = extractPage({path: routePath, html, defaultLanguage});
    if (extracted.isDocsPage && extracted.records.length === 0) {
      throw new Error(
        `${PLUGIN_NAME}: found no title in the built page ${routePath}. The doc page markup ` +
          'changed (a swizzled DocItem?); update CONTENT_ROOTS in src/plugins/search-index/extract.ts.',
      );
    }
    records.push(...extracted.records);
    if (extracted.unlisted) unlisted.push(routePath);
  }
  return {
    built: buildSearchIndex(records, {unlisted}),
    pages: pages.length,
    records: records.length,
  };
}

type Size = {raw: number; gzip: number};

/** Writes the index files into `outDir`; their sizes, per kind. */
export async function writeSearchIndex(outDir: string, built: BuiltSearchIndex) {
  await fs.mkdir(path.join(outDir, path.dirname(shardPath(0))), {recursive: true});
  const write = async (relative: string, data: unknown, total: Size) => {
    const json = JSON.stringify(data);
    await fs.writeFile(path.join(outDir, relative), json);
    total.raw += Buffer.byteLength(json);
    total.gzip += gzipSync(json).length;
  };
  const sizes = {
    head: {raw: 0, gzip: 0},
    shards: {raw: 0, gzip: 0},
    texts: {raw: 0, gzip: 0},
  };
  await write(INDEX_FILE_NAME, built.file, sizes.head);
  await Promise.all([
    ...built.shards.map((shard, n) => write(shardPath(n), shard, sizes.shards)),
    ...built.texts.map((piece, n) => write(textPath(n), piece, sizes.texts)),
  ]);
  return sizes;
}

/** The routes worth searching: every page but the home page, the search page and the 404. */
export function indexedRoutes(routesPaths: readonly string[], baseUrl: string): string[] {
  const excluded = new Set([baseUrl, `${baseUrl}search`, `${baseUrl}404.html`, `${baseUrl}404`]);
  return Array.from(new Set(routesPaths))
    .filter((routePath) => !excluded.has(routePath))
    .sort();
}
