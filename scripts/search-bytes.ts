/**
 * The index bytes one search costs a reader: for a built site, runs the local search engine in
 * Node over a query, records every index file it fetches (the head included) and returns their
 * gzip sizes (zlib's default level, as a server compressing on the fly sends them). Only the
 * final query is searched, in a fresh engine: what a reader who typed it pays, since the files
 * the query needs are the ones its prefixes ended up needing too, give or take.
 *
 * Deterministic (no browser, no clock), so that a test can hold it to a budget.
 *
 * CLI: `jiti scripts/search-bytes.ts [--build DIR] [--typed] [query ...]`: the figures for the
 * queries (`--typed`: each typed key by key, every prefix searched), by
 * default BUDGET_QUERIES and the ten longest queries of the relevance sets; DIR defaults to
 * BENCH_BUILD_DIR or build.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';
import {INDEX_FILE_NAME} from '../src/search/schema';
import {createLocalSearch, type FacetFilters} from '../src/search/localSearch';
import {runIfMain} from './run-main';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The filters the modal sends from a docs page of this site (contextual search). */
export const MODAL_FACET_FILTERS: FacetFilters = [
  'language:en',
  ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
];

/** What kind of index file a path is: the head, a postings shard, or section text. */
export type IndexFileKind = 'head' | 'postings' | 'text';

export type FetchedFile = {
  /** Relative to the build directory, as the browser requests it (without the version query). */
  readonly path: string;
  readonly kind: IndexFileKind;
  readonly gzip: number;
};

export type QueryBytes = {
  /** In the order the engine asked for them, the head first. */
  readonly files: readonly FetchedFile[];
  /** Gzip bytes of all of them. */
  readonly total: number;
};

function kindOf(relativePath: string): IndexFileKind {
  if (relativePath === INDEX_FILE_NAME) return 'head';
  return /\/terms-\d+\.json$/.test(relativePath) ? 'postings' : 'text';
}

// Gzip sizes by absolute path: a build's files do not change while a process measures them.
const gzipSizes = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(fs.readFileSync(file)).length;
    gzipSizes.set(file, size);
  }
  return size;
}

export type QueryBytesOptions = {
  /** Default: the modal's on a docs page. */
  readonly facetFilters?: FacetFilters;
  /** Default: 20, what the modal asks for. */
  readonly hitsPerPage?: number;
  /**
   * Search every prefix of the query too, one after the other in one visit, as a modal that
   * searches at each keystroke and fetches what each needs (the worst case; default false).
   */
  readonly typed?: boolean;
};

/**
 * The index files the engine fetches to answer `query` as the modal asks it (20 hits), with
 * their gzip sizes, for the site built in `buildDir`.
 */
export async function indexBytesForQuery(
  buildDir: string,
  query: string,
  {facetFilters = MODAL_FACET_FILTERS, hitsPerPage = 20, typed = false}: QueryBytesOptions = {},
): Promise<QueryBytes> {
  const read = (relativePath: string): unknown =>
    JSON.parse(fs.readFileSync(path.join(buildDir, relativePath), 'utf8'));
  const fetched: string[] = [INDEX_FILE_NAME];
  const search = createLocalSearch(
    read(INDEX_FILE_NAME) as Parameters<typeof createLocalSearch>[0],
    'http://localhost',
    async (relativePath) => {
      fetched.push(relativePath);
      return read(relativePath);
    },
  );
  const queries = typed
    ? Array.from({length: query.length}, (_, n) => query.slice(0, n + 1)).filter(
        (typedSoFar) => typedSoFar.trim() !== '',
      )
    : [query];
  for (const typedSoFar of queries) {
    await search.search({requests: [{query: typedSoFar, hitsPerPage, facetFilters}]});
  }
  const files = fetched.map((relativePath) => ({
    path: relativePath,
    kind: kindOf(relativePath),
    gzip: gzipSize(path.join(buildDir, relativePath)),
  }));
  return {files, total: files.reduce((sum, file) => sum + file.gzip, 0)};
}

/** Queries whose cost was measured when the index layout was chosen (issue: 743 kB typing one). */
export const BUDGET_QUERIES = [
  'createSlice',
  'createAsyncThunk rejectWithValue',
  'Error: No data found at `state.api`. Did you forget to add the reducer to the store?',
  'show a loading indicator while the request is pending',
  'keep rtk query cache after a page reload',
] as const;

/** BUDGET_QUERIES and the `count` longest queries of the reader-intent relevance sets. */
export function measuredQueries(count = 10): string[] {
  const queries = ['tuning.txt', 'held-out.txt'].flatMap((name) =>
    fs
      .readFileSync(path.join(ROOT_DIR, 'scripts/search-relevance', name), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#'))
      .map((line) => line.split('=>')[0]!.trim()),
  );
  const longest = Array.from(new Set(queries))
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1))
    .slice(0, count);
  return Array.from(new Set([...BUDGET_QUERIES, ...longest]));
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(6);

/** Prints, per query: head, postings, text and total KiB gzip, and the number of files. */
export async function cli(argv: readonly string[]): Promise<number> {
  const args = argv.slice();
  const buildFlag = args.indexOf('--build');
  const buildDir = path.resolve(
    ROOT_DIR,
    buildFlag >= 0 ? args.splice(buildFlag, 2)[1]! : (process.env.BENCH_BUILD_DIR ?? 'build'),
  );
  if (!fs.existsSync(path.join(buildDir, INDEX_FILE_NAME))) {
    console.error(`No ${INDEX_FILE_NAME} in ${buildDir}: build the site first.`);
    return 1;
  }
  const typedFlag = args.indexOf('--typed');
  const typed = typedFlag >= 0;
  if (typed) args.splice(typedFlag, 1);
  const queries = args.length > 0 ? args : measuredQueries();
  console.log(
    `Index bytes per query (KiB gzip) in ${buildDir}${typed ? ', every prefix searched' : ''}`,
  );
  console.log('  head  postings    text   total  files  query');
  for (const query of queries) {
    const {files, total} = await indexBytesForQuery(buildDir, query, {typed});
    const sum = (kind: IndexFileKind) =>
      files.filter((file) => file.kind === kind).reduce((s, file) => s + file.gzip, 0);
    console.log(
      `${kib(sum('head'))}  ${kib(sum('postings'))}  ${kib(sum('text'))}  ${kib(total)}  ` +
        `${String(files.length).padStart(5)}  ${query.length > 60 ? `${query.slice(0, 57)}...` : query}`,
    );
  }
  return 0;
}

runIfMain(import.meta.url, cli);
