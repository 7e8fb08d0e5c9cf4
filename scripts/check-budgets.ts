/**
 * The JS+CSS budget of the benchmark pages (scripts/bench-pages.ts), checked from the build: no
 * browser, no timing, the same answer on every run.
 *
 * What a page loads by its load event is what its HTML names: the stylesheets, the entry scripts
 * (runtime and main) and the route chunks that src/plugins/route-scripts writes into every page,
 * plus anything it preloads (scripts/page-assets.ts). Each file counts at its gzip size (zlib's
 * default level, as scripts/serve.ts and most static hosts serve it). tests/e2e/bundles.spec.ts checks that a
 * browser requests exactly these files by the load event, so the figure here cannot drift away
 * from what a reader downloads.
 *
 * Budgets live in scripts/page-budgets.ts. Lighthouse and timings stay in `npm run bench:site`.
 *
 * In a local-search build it also checks what searching costs (scripts/search-budget.ts): the
 * search code and the index files fetched for "createSlice" and for the ten longest queries of
 * the relevance sets, each against SEARCH_BUDGET_BYTES.
 *
 * CLI: `jiti scripts/check-budgets.ts [--build <dir>] [--manifest <file>]` (default `build/` and
 * `.docusaurus/client-manifest.json`, which the same build writes). Prints each figure against
 * its budget and exits with 1 when one is over it or cannot be read.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {pageAssets} from './page-assets';
import {PAGE_BUDGETS} from './page-budgets';
import {runIfMain} from './run-main';
import {parseQueries, QUERY_SETS} from './bench-search';
import {checkSearchBudget, formatSearchBudget, SEARCH_BUDGET_BYTES} from './search-budget';
import {INDEX_FILE_NAME} from '../src/search/schema';
import {GENERATED_FILES} from '../src/internals/generated';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A page's figure against its budget. */
export type BudgetResult = {
  readonly route: string;
  readonly jsBytes: number;
  readonly cssBytes: number;
  readonly totalBytes: number;
  readonly budgetBytes: number;
  readonly files: number;
};

export async function checkBudgets(
  buildDir: string,
  budgets: Readonly<Record<string, number>> = PAGE_BUDGETS,
): Promise<BudgetResult[]> {
  return Promise.all(
    Object.entries(budgets).map(async ([route, budgetBytes]) => {
      const assets = await pageAssets(buildDir, route);
      const sum = (kind: 'js' | 'css') =>
        assets.filter((a) => a.kind === kind).reduce((total, a) => total + a.gzipBytes, 0);
      const jsBytes = sum('js');
      const cssBytes = sum('css');
      return {
        route,
        jsBytes,
        cssBytes,
        totalBytes: jsBytes + cssBytes,
        budgetBytes,
        files: assets.length,
      };
    }),
  );
}

export function formatBudgets(results: readonly BudgetResult[]): string {
  const kb = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);
  const lines = [
    'JS+CSS by the load event, gzip, from the build (kB = 1000 B)',
    `${'page'.padEnd(34)}${'JS'.padStart(7)}${'CSS'.padStart(7)}${'total'.padStart(7)}${'budget'.padStart(7)}  files`,
  ];
  for (const r of results) {
    const verdict = r.totalBytes > r.budgetBytes ? '  OVER BUDGET' : '';
    lines.push(
      `${r.route.padEnd(34)}${kb(r.jsBytes)}${kb(r.cssBytes)}${kb(r.totalBytes)}${kb(r.budgetBytes)}  ${String(r.files).padStart(5)}${verdict}`,
    );
  }
  return lines.join('\n');
}

/** "createSlice" and the ten longest queries of the relevance sets (as bench:search types them). */
function searchBudgetQueries(): string[] {
  const queries = Array.from(
    new Set(
      QUERY_SETS.flatMap(({file}) =>
        parseQueries(fs.readFileSync(file, 'utf8'), file).map((c) => c.query),
      ),
    ),
  );
  const longest = queries
    .filter((query) => query !== 'createSlice')
    .sort((x, y) => y.length - x.length || x.localeCompare(y))
    .slice(0, 10);
  return ['createSlice', ...longest];
}

export async function cli(argv: readonly string[]): Promise<number> {
  const buildFlag = argv.indexOf('--build');
  const buildDir = path.resolve(ROOT_DIR, buildFlag >= 0 ? argv[buildFlag + 1]! : 'build');
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`check:budgets: no build in ${buildDir}; run \`npm run build\` first.`);
    return 1;
  }
  const results = await checkBudgets(buildDir);
  console.log(formatBudgets(results));
  const over = results.filter((r) => r.totalBytes > r.budgetBytes);
  if (over.length > 0) {
    console.error(
      `\n${over.length} page${over.length === 1 ? ' is' : 's are'} over budget. Find what grew ` +
        '(a new import in a theme component, a dependency, CSS); raise a budget only with the ' +
        'figure that justifies it, in scripts/page-budgets.ts.',
    );
  }
  let searchOver = 0;
  if (fs.existsSync(path.join(buildDir, INDEX_FILE_NAME))) {
    const manifestFlag = argv.indexOf('--manifest');
    const manifest = path.resolve(
      ROOT_DIR,
      manifestFlag >= 0
        ? argv[manifestFlag + 1]!
        : path.join('.docusaurus', GENERATED_FILES.clientManifest),
    );
    const search = await checkSearchBudget(buildDir, manifest, searchBudgetQueries());
    console.log(`\n${formatSearchBudget(search)}`);
    searchOver = search.filter((r) => r.totalBytes > SEARCH_BUDGET_BYTES).length;
    if (searchOver > 0) {
      console.error(
        `\n${searchOver} search${searchOver === 1 ? ' is' : 'es are'} over budget: find what grew ` +
          '(the modal or engine chunk, the index head, the postings or text files a query ' +
          'needs) with `npm run bench:search`.',
      );
    }
  }
  return over.length > 0 || searchOver > 0 ? 1 : 0;
}

runIfMain(import.meta.url, cli);
