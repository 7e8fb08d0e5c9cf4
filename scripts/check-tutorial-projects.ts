/**
 * Builds each tutorial's finished project the way a reader makes it, with the tools the reader
 * gets: a project scaffolded by the pinned `create-vite` (template `react-ts`, Oxlint, its default
 * linter), the packages the tutorial installs, the tutorial's files written over the template's,
 * and then the template's own scripts, `npm run build` (`tsc -b` with the TypeScript the
 * template installs, then `vite build`) and `npm run lint` (Oxlint), plus the commands the
 * tutorial tells the reader to run (such as its tests).
 *
 * The files are those of the page's last step as the code-block checker lays them out
 * (scripts/check-code-blocks.ts, `code_steps: true`): every titled block, as the reader's project
 * holds it at the end. The template's other files stay as create-vite wrote them.
 *
 * The project lives in the system's temporary folder, outside this repository, so nothing can be
 * resolved from the docs' own node_modules. The template's dependencies come from the npm
 * registry with the template's ranges, as for a reader; Redux Toolkit, React Redux and the
 * tutorials' extra packages use this project's pins, the versions the docs document.
 *
 * CLI: `jiti scripts/check-tutorial-projects.ts [--keep]` (`--keep` leaves the folder for a look).
 * Prints each command's outcome and time; exits with 1 when one fails.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {collectPages} from './check-code-blocks';
import {runIfMain} from './run-main';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A tutorial, the packages it has the reader install, and what it has the reader run. */
export type Tutorial = {
  readonly page: string;
  readonly dependencies: readonly string[];
  readonly devDependencies: readonly string[];
  readonly commands: readonly (readonly string[])[];
};

const TEMPLATE_COMMANDS = [
  ['npm', 'run', 'build'],
  ['npm', 'run', 'lint'],
] as const;

export const TUTORIALS: readonly Tutorial[] = [
  {
    page: 'docs/tutorials/quick-start.mdx',
    dependencies: ['@reduxjs/toolkit', 'react-redux'],
    devDependencies: [],
    commands: TEMPLATE_COMMANDS,
  },
  {
    page: 'docs/tutorials/typescript.mdx',
    dependencies: ['@reduxjs/toolkit', 'react-redux'],
    // "Install Vitest with `npm install -D vitest`", then "Run `npx vitest run`"
    devDependencies: ['vitest'],
    commands: [...TEMPLATE_COMMANDS, ['npx', 'vitest', 'run']],
  },
  {
    page: 'docs/tutorials/rtk-query.mdx',
    dependencies: ['@reduxjs/toolkit', 'react-redux'],
    devDependencies: [],
    commands: TEMPLATE_COMMANDS,
  },
];

/** The files of a step-wise page's finished project: its last step, titled blocks only. */
export function finishedProjectFiles(page: string, rootDir = ROOT_DIR): Map<string, string> {
  const [laidOut] = collectPages({paths: [page], rootDir});
  if (!laidOut?.stepWise) throw new Error(`${page} is not a step-wise page (code_steps: true)`);
  const stepOf = (file: string) => path.relative(laidOut.root, file).split(path.sep)[0] ?? '';
  const stepNumber = (step: string) => Number(/^step-(\d+)$/.exec(step)?.[1] ?? -1);
  const last = [...laidOut.files.keys()]
    .map(stepOf)
    .reduce((a, b) => (stepNumber(b) > stepNumber(a) ? b : a), '');
  const files = new Map<string, string>();
  for (const [file, {block, text}] of laidOut.files) {
    if (stepOf(file) !== last || block?.title === undefined) continue;
    files.set(path.relative(path.join(laidOut.root, last), file), text);
  }
  if (files.size === 0) throw new Error(`${page}: no titled files in its last step`);
  return files;
}

/** The version this project pins for a package: what the docs document. */
function pinnedVersion(name: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const version = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name];
  if (!version) throw new Error(`package.json pins no version of ${name}`);
  return `${name}@${version}`;
}

type Outcome = {readonly ok: boolean; readonly output: string; readonly seconds: number};

function run(command: readonly string[], cwd: string): Outcome {
  const started = performance.now();
  const [file, ...args] = command;
  const result = spawnSync(file!, args, {
    cwd,
    encoding: 'utf8',
    // A CI variable makes Vitest run once instead of watching; colours off for readable logs.
    env: {...process.env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0'},
    timeout: 5 * 60_000,
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`;
  return {
    ok: result.status === 0,
    output: output.trim(),
    seconds: (performance.now() - started) / 1000,
  };
}

function must(command: readonly string[], cwd: string): void {
  const outcome = run(command, cwd);
  console.log(
    `  ${command.join(' ')}: ${outcome.ok ? 'ok' : 'FAILED'} (${outcome.seconds.toFixed(1)} s)`,
  );
  if (!outcome.ok) throw new Error(`${command.join(' ')} failed:\n${outcome.output}`);
}

export async function cli(argv: readonly string[]): Promise<number> {
  const keep = argv.includes('--keep');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rtk-tutorial-projects-'));
  const app = path.join(work, 'app');
  let failures = 0;
  try {
    const createVite = path.join(ROOT_DIR, 'node_modules/create-vite/index.js');
    const {version} = JSON.parse(
      fs.readFileSync(path.join(ROOT_DIR, 'node_modules/create-vite/package.json'), 'utf8'),
    ) as {version: string};
    console.log(`create-vite ${version}, template react-ts, in ${work}`);
    must(
      ['node', createVite, 'app', '--template', 'react-ts', '--no-interactive', '--no-immediate'],
      work,
    );
    const dependencies = new Set(TUTORIALS.flatMap((t) => t.dependencies).map(pinnedVersion));
    const devDependencies = new Set(TUTORIALS.flatMap((t) => t.devDependencies).map(pinnedVersion));
    must(['npm', 'install', '--no-audit', '--no-fund', ...dependencies], app);
    must(['npm', 'install', '--no-audit', '--no-fund', '-D', ...devDependencies], app);
    const typescript = run(['npx', 'tsc', '--version'], app);
    console.log(`  the template's TypeScript: ${typescript.output}`);

    // The template's own src, restored before each tutorial writes its files over it
    const templateSrc = path.join(work, 'template-src');
    fs.cpSync(path.join(app, 'src'), templateSrc, {recursive: true});

    for (const tutorial of TUTORIALS) {
      console.log(tutorial.page);
      fs.rmSync(path.join(app, 'src'), {recursive: true, force: true});
      fs.cpSync(templateSrc, path.join(app, 'src'), {recursive: true});
      // tsc -b keeps build info under node_modules/.tmp: a previous tutorial's must not count
      for (const stale of ['dist', 'node_modules/.tmp']) {
        fs.rmSync(path.join(app, stale), {recursive: true, force: true});
      }
      for (const [relative, text] of finishedProjectFiles(tutorial.page)) {
        fs.mkdirSync(path.dirname(path.join(app, relative)), {recursive: true});
        fs.writeFileSync(path.join(app, relative), text);
      }
      for (const command of tutorial.commands) {
        const outcome = run(command, app);
        const status = outcome.ok ? 'ok' : 'FAILED';
        console.log(`  ${command.join(' ')}: ${status} (${outcome.seconds.toFixed(1)} s)`);
        if (!outcome.ok) {
          failures += 1;
          console.log(outcome.output.replace(/^/gm, '    '));
        }
      }
    }
  } finally {
    if (keep || failures > 0) console.log(`The projects' folder is kept: ${work}`);
    else fs.rmSync(work, {recursive: true, force: true});
  }
  console.log(failures === 0 ? 'Every tutorial project builds.' : `${failures} command(s) failed.`);
  return failures === 0 ? 0 : 1;
}

runIfMain(import.meta.url, cli);
