/**
 * What a reader downloads to search, worked out from the build without a browser: the search
 * modal's and the engine's chunks (named in the client manifest Docusaurus writes), and the index
 * files the engine fetches to answer a query, the head included (scripts/search-bytes.ts). `npm run bench:search`
 * measures the same in Chromium, with the query typed key by key at a reader's pace; the modal
 * downloads only for the query the reader pauses on (src/components/SearchModal/searchScheduler.ts,
 * and tests/e2e/search-typing.spec.ts checks that typing fetches what searching the final query
 * fetches), so the final query's files are the index part of the figure.
 *
 * The modal's styles are DocSearch's, which the site's stylesheet carries on every page (the page
 * budgets count them); nothing else is fetched.
 */
import fs from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import type {ClientManifest} from '../src/internals/generated';
import {indexBytesForQuery} from './search-bytes';

/** Everything fetched from Ctrl+K until the hits of a query settle, gzip. */
export const SEARCH_BUDGET_BYTES = 150_000;

/** The chunks search loads on intent: src/theme/SearchBar/LocalSearchBar.tsx and loader.ts. */
export const SEARCH_CHUNK_NAMES = ['search-modal', 'local-search'] as const;

/** A file search fetches, by its path in the build, with its gzip size (zlib's default level). */
export type SearchFile = {readonly path: string; readonly gzipBytes: number};

const gzipOf = (file: string) => gzipSync(fs.readFileSync(file)).length;

/** The JS files of the search chunks, from the client manifest of the same build. */
export function searchCodeFiles(buildDir: string, manifestFile: string): SearchFile[] {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ClientManifest;
  const files = new Set<string>();
  for (const name of SEARCH_CHUNK_NAMES) {
    const ids = manifest.origins[name];
    if (!ids) {
      throw new Error(
        `${manifestFile} has no chunk "${name}": was its webpackChunkName comment renamed?`,
      );
    }
    for (const id of ids) {
      for (const {publicPath} of manifest.assets[id]?.js ?? []) files.add(publicPath);
    }
  }
  return Array.from(files, (url) => {
    const file = path.join(buildDir, url.replace(/^\//, ''));
    if (!fs.existsSync(file)) {
      throw new Error(`${url} (${manifestFile}) is not in ${buildDir}: build and manifest differ`);
    }
    return {path: url, gzipBytes: gzipOf(file)};
  });
}

export type SearchBudgetResult = {
  readonly query: string;
  readonly codeBytes: number;
  readonly indexBytes: number;
  readonly totalBytes: number;
  readonly files: number;
};

/** Each query's figure: the search code plus the index files it needs. */
export async function checkSearchBudget(
  buildDir: string,
  manifestFile: string,
  queries: readonly string[],
): Promise<SearchBudgetResult[]> {
  const code = searchCodeFiles(buildDir, manifestFile);
  const codeBytes = code.reduce((sum, file) => sum + file.gzipBytes, 0);
  const results: SearchBudgetResult[] = [];
  for (const query of queries) {
    const index = await indexBytesForQuery(buildDir, query);
    results.push({
      query,
      codeBytes,
      indexBytes: index.total,
      totalBytes: codeBytes + index.total,
      files: code.length + index.files.length,
    });
  }
  return results;
}

export function formatSearchBudget(results: readonly SearchBudgetResult[]): string {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);
  const lines = [
    `Search: code + index fetched from Ctrl+K to the hits of a query, gzip, kB (budget ${(SEARCH_BUDGET_BYTES / 1000).toFixed(1)})`,
    `${'code'.padStart(7)}${'index'.padStart(7)}${'total'.padStart(7)}  files  query`,
  ];
  for (const r of results) {
    const shown = r.query.length > 60 ? `${r.query.slice(0, 59)}…` : r.query;
    const verdict = r.totalBytes > SEARCH_BUDGET_BYTES ? '  OVER BUDGET' : '';
    lines.push(
      `${kb(r.codeBytes)}${kb(r.indexBytes)}${kb(r.totalBytes)}  ${String(r.files).padStart(5)}  ${shown}${verdict}`,
    );
  }
  return lines.join('\n');
}
