// Live examples: every `run` block of the docs gets Run and Edit buttons
// (src/components/LiveExample) that run it in the page, in a sandboxed iframe. This step writes
// what they load, and only when a reader presses one of them:
// - `live/<page key>.json` per page: each example's files in both languages, compiled;
// - `assets/live/*.js`: the sandbox runtime and the package groups (./bundle.ts), content-hashed;
// - `live/sandbox.html`: the sandbox document (./sandbox.ts).
// The work (laying out the docs' blocks as the checker does, compiling ~970 files in one
// TypeScript program, bundling with esbuild) runs in a worker thread from the moment the config
// loads, alongside the site's own bundling, and is written after the build by the post-build
// pipeline (src/plugins/post-build).
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import type {LoadContext} from '@docusaurus/types';
import type {PostBuildStep} from '../post-build/step';
import type {SandboxScripts} from './bundle';
import type {LivePage, NotInBrowser} from './examples';
import {sandboxHtml} from './sandbox';

const PLUGIN_NAME = 'live-examples';

/** Where the page data lives under the base URL. */
export const PAGES_DIR = 'live';
/** Where the sandbox's scripts live under the base URL (immutable: named by content). */
export const SCRIPTS_DIR = 'assets/live';

/** What a page's JSON holds besides its examples: where the sandbox's scripts are. */
export type ScriptManifest = {
  readonly runtime: string;
  readonly groups: Readonly<Record<string, string>>;
};

type WorkerResult = {pages: LivePage[]; notInBrowser: NotInBrowser[]; scripts: SandboxScripts};

// jiti runs the TypeScript modules in the worker, as it runs docusaurus.config.ts here.
const WORKER_CODE = `
const {parentPort, workerData} = require('node:worker_threads');
const jiti = require('jiti')(workerData.from, {interopDefault: true});
Promise.all([
  jiti(workerData.examples).buildLivePages(workerData.docsDir, workerData.siteDir),
  jiti(workerData.bundle).bundleSandboxScripts(),
]).then(
  ([{pages, notInBrowser}, scripts]) => parentPort.postMessage({pages, notInBrowser, scripts}),
  (error) => parentPort.postMessage({error: String(error && error.stack || error)}),
);
`;

function startWorker(siteDir: string, docsDir: string): Promise<WorkerResult> {
  const here = path.join(siteDir, 'src/plugins/live-examples');
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_CODE, {
      eval: true,
      workerData: {
        from: path.join(here, 'index.ts'),
        examples: path.join(here, 'examples.ts'),
        bundle: path.join(here, 'bundle.ts'),
        docsDir,
        siteDir,
      },
    });
    worker.once('message', (message: WorkerResult | {error: string}) => {
      void worker.terminate();
      if ('error' in message) reject(new Error(`${PLUGIN_NAME}: ${message.error}`));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}

function hashed(name: string, code: string): string {
  const hash = createHash('sha256').update(code, 'utf8').digest('hex').slice(0, 10);
  return `${name}.${hash}.js`;
}

/** Writes the sandbox, its scripts and the pages' data into `outDir`. */
export async function writeLiveExamples(
  outDir: string,
  {pages, scripts}: Pick<WorkerResult, 'pages' | 'scripts'>,
): Promise<void> {
  const scriptsDir = path.join(outDir, SCRIPTS_DIR);
  const pagesDir = path.join(outDir, PAGES_DIR);
  await fs.mkdir(scriptsDir, {recursive: true});
  const manifest: ScriptManifest = {
    runtime: hashed('runtime', scripts.runtime),
    groups: Object.fromEntries(
      Object.entries(scripts.groups).map(([group, code]) => [group, hashed(group, code)]),
    ),
  };
  await fs.writeFile(path.join(scriptsDir, manifest.runtime), scripts.runtime);
  for (const [group, code] of Object.entries(scripts.groups)) {
    await fs.writeFile(path.join(scriptsDir, manifest.groups[group]!), code);
  }
  await fs.mkdir(pagesDir, {recursive: true});
  await fs.writeFile(path.join(pagesDir, 'sandbox.html'), sandboxHtml());
  for (const page of pages) {
    const file = path.join(pagesDir, `${page.key}.json`);
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, JSON.stringify({scripts: manifest, ...page}));
  }
}

/**
 * The post-build step (src/plugins/post-build). It writes live/sandbox.html, an HTML file of the
 * build, so it runs with the steps that write HTML, before those that read it.
 */
export function liveExamplesStep(context: LoadContext): PostBuildStep {
  const docsDir = path.join(context.siteDir, 'docs');
  let work: Promise<WorkerResult> | undefined;
  const result = () => (work ??= startWorker(context.siteDir, docsDir));
  // Started now, so it runs while the site bundles; the dev server never awaits it.
  if (process.env.NODE_ENV === 'production') void result().catch(() => undefined);
  return {
    name: PLUGIN_NAME,
    role: 'rewrite',
    reads: "its worker's result (from the docs' sources)",
    writes: 'live/sandbox.html, live/*.json, assets/live/',
    async run({outDir}) {
      const done = await result();
      await writeLiveExamples(outDir, done);
      const examples = done.pages.reduce((n, page) => n + Object.keys(page.examples).length, 0);
      console.log(
        `[${PLUGIN_NAME}] ${examples} examples on ${done.pages.length} pages; ` +
          `${done.notInBrowser.length} run blocks marked no-browser`,
      );
    },
  };
}
