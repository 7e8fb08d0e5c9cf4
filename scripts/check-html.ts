/**
 * Checks the built site's HTML with the W3C Nu HTML Checker (npm `vnu-jar`, which needs Java 11
 * or later on the PATH; Debian: `apt-get install default-jre-headless`).
 *
 * One Java run checks every `.html` file under the build directory (`--errors-only --format
 * json`): starting the JVM once per page would cost more than the checking. Errors on the
 * allow-list (scripts/check-html-allow-list.ts, each with its reason) are counted and let
 * through; any other error is printed with its page, line and message, and the check fails.
 * An allow-list entry that matched nothing fails it too.
 *
 * CLI: `jiti scripts/check-html.ts [--build <dir>]` (default `build/`, so run it after
 * `npm run build`). Exits with 1 on any error left, or when the checker could not run.
 */
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {fileURLToPath} from 'node:url';
import {builtHtmlFiles} from '../src/build/builtSite';
import {ALLOWED_HTML_ERRORS, type AllowedHtmlError} from './check-html-allow-list';
import {runIfMain} from './run-main';

const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** One message of the checker's JSON output (the fields this script reads). */
export type VnuMessage = {
  /** `error`, or `non-document-error` when a file could not be read or parsed at all. */
  readonly type: string;
  readonly subType?: string;
  /** `file:/abs/path/page.html` */
  readonly url?: string;
  readonly lastLine?: number;
  readonly firstColumn?: number;
  readonly lastColumn?: number;
  readonly message: string;
  readonly extract?: string;
};

/** An error of one page, located for a reader. */
export type HtmlError = {
  /** The page's file, relative to the build directory. */
  readonly page: string;
  readonly line: number | undefined;
  readonly message: string;
  readonly extract: string;
};

export type HtmlReport = {
  /** Errors no allow-list entry covers: each one fails the check. */
  readonly errors: readonly HtmlError[];
  /** How many errors each allow-list entry let through, in the list's order. */
  readonly allowed: readonly {readonly entry: AllowedHtmlError; readonly count: number}[];
};

/** The messages of the checker's `--format json` output; throws if it is not that output. */
export function parseVnuOutput(output: string): VnuMessage[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(output);
  } catch {
    throw new Error(`the HTML checker did not print JSON:\n${output.slice(0, 2000)}`);
  }
  const messages = (parsed as {messages?: unknown}).messages;
  if (!Array.isArray(messages)) {
    throw new Error(`the HTML checker's JSON has no "messages" list:\n${output.slice(0, 2000)}`);
  }
  return messages as VnuMessage[];
}

/** The page a message is about, relative to the build directory (its URL if outside it). */
export function pageOf(message: VnuMessage, buildDir: string): string {
  if (!message.url) return '(no file)';
  const file = message.url.startsWith('file:') ? fileURLToPath(message.url) : message.url;
  const relative = path.relative(buildDir, file);
  return relative.startsWith('..') || path.isAbsolute(relative)
    ? file
    : relative.split(path.sep).join('/');
}

function isAllowed(message: VnuMessage, entry: AllowedHtmlError): boolean {
  return message.message === entry.message && entry.extract.test(message.extract ?? '');
}

/**
 * Sorts the checker's messages into errors left and errors the allow-list covers. Only errors
 * count: with `--errors-only` the checker prints no warnings, and a message of another type
 * (a file it could not check) is always an error here.
 */
export function classifyMessages(
  messages: readonly VnuMessage[],
  buildDir: string,
  allowList: readonly AllowedHtmlError[] = ALLOWED_HTML_ERRORS,
): HtmlReport {
  const counts = allowList.map(() => 0);
  const errors: HtmlError[] = [];
  for (const message of messages) {
    if (message.type === 'info') continue;
    const index = allowList.findIndex((entry) => isAllowed(message, entry));
    if (index >= 0) {
      counts[index]! += 1;
      continue;
    }
    errors.push({
      page: pageOf(message, buildDir),
      line: message.lastLine,
      message: message.type === 'error' ? message.message : `${message.type}: ${message.message}`,
      extract: message.extract ?? '',
    });
  }
  return {errors, allowed: allowList.map((entry, i) => ({entry, count: counts[i]!}))};
}

/** The allow-list entries that matched nothing: the markup they excused is gone. */
export function staleEntries(report: HtmlReport): AllowedHtmlError[] {
  return report.allowed.filter(({count}) => count === 0).map(({entry}) => entry);
}

/** What the check prints: errors left (page:line message), then the allow-list's counts. */
export function formatReport(report: HtmlReport, pageCount: number, seconds: number): string {
  const out: string[] = [];
  for (const error of report.errors) {
    out.push(`${error.page}:${error.line ?? '?'}: ${error.message}`);
    if (error.extract) out.push(`    ${error.extract.replace(/\s+/g, ' ').trim()}`);
  }
  const allowedTotal = report.allowed.reduce((sum, {count}) => sum + count, 0);
  out.push(
    `Checked ${pageCount} pages in ${seconds.toFixed(1)} s: ${report.errors.length} error(s), ` +
      `${allowedTotal} allowed by scripts/check-html-allow-list.ts.`,
  );
  for (const {entry, count} of report.allowed) {
    out.push(`  ${count} × ${entry.message} (${entry.extract.source})`);
  }
  for (const entry of staleEntries(report)) {
    out.push(
      `STALE allow-list entry "${entry.message}" (${entry.extract.source}) matched nothing; ` +
        'remove it from scripts/check-html-allow-list.ts',
    );
  }
  return out.join('\n');
}

/** The path of the checker's jar in node_modules. */
export function vnuJarPath(): string {
  return createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
}

/** Runs the checker once over `files`; resolves with its JSON output. */
export function runVnu(files: readonly string[], java = 'java'): Promise<string> {
  const args = ['-jar', vnuJarPath(), '--errors-only', '--format', 'json', '--stdout', ...files];
  return new Promise((resolve, reject) => {
    const child = spawn(java, args, {stdio: ['ignore', 'pipe', 'pipe']});
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'ENOENT'
          ? new Error(
              `"${java}" not found: the HTML checker needs Java 11 or later on the PATH ` +
                '(Debian: apt-get install default-jre-headless)',
            )
          : error,
      );
    });
    // The checker exits with 1 when it reports errors; anything else means it did not run.
    child.on('close', (code) => {
      if (code === 0 || code === 1) resolve(stdout);
      else reject(new Error(`the HTML checker exited with ${code}:\n${stderr || stdout}`));
    });
  });
}

async function cli(argv: readonly string[]): Promise<number> {
  const buildIndex = argv.indexOf('--build');
  const buildDir = path.resolve(
    buildIndex >= 0 ? argv[buildIndex + 1]! : path.join(ROOT_DIR, 'build'),
  );
  const pages = await builtHtmlFiles(buildDir).catch(() => []);
  if (pages.length === 0) {
    console.error(`No .html files in ${buildDir}: run \`npm run build\` first.`);
    return 1;
  }
  const started = performance.now();
  const output = await runVnu(pages.map((page) => path.join(buildDir, page)));
  const report = classifyMessages(parseVnuOutput(output), buildDir);
  console.log(formatReport(report, pages.length, (performance.now() - started) / 1000));
  return report.errors.length > 0 || staleEntries(report).length > 0 ? 1 : 0;
}

runIfMain(import.meta.url, cli);
