// The sandbox's runtime, bundled by esbuild (../bundle.ts) and started by the sandbox document's
// boot script (../sandbox.ts) from a blob the page sends: the sandbox itself loads nothing from any
// origin. It runs one example per sandbox, like the checker runs one per Node process: the page
// makes a new sandbox for every run.
//
// A run ends like a Node process: when the entry module has settled and no timer is left, or at
// the first uncaught error. Output is batched to the page and capped.
import './process';
import {init as initLexer, parse as parseImports} from 'es-module-lexer/js';
import {originalPositionFor, TraceMap} from '@jridgewell/trace-mapping';
import {
  PROBE_BUSY_MS,
  type BootMessage,
  type Failure,
  type OutputEntry,
  type OutputKind,
  type ParentMessage,
  type ProbeAnswer,
  type RunFile,
  type RunMessage,
  type SourceLocation,
} from '../protocol';
import {OutputCap} from '../output';
import {passedAssertions} from './assert';
import {formatArgs, inspect, printStacksWith} from './format';
import {installDevTools} from './devtools';
import {BusyError, installGuard, setBusyLimit} from './guard';
import {importable, loadModule} from './modules';
import {closeInlineScripts, endWorkers, hardenRealm} from './realm';
import {LOCAL_PREFIX, resolveLocal} from './specifiers';

const native = {
  setTimeout: window.setTimeout.bind(window),
  clearTimeout: window.clearTimeout.bind(window),
  setInterval: window.setInterval.bind(window),
};

// The runtime's own line to the page: the page listens on this port only once it has it, and
// example code cannot reach it (bound here, before any example code runs, so that patching
// MessagePort.prototype later changes nothing).
const channel = new MessageChannel();
const postOnPort = channel.port1.postMessage.bind(channel.port1);
const post: (message: RunMessage) => void = postOnPort;

hardenRealm(window);

// Before any package is evaluated: the toolkit reads the DevTools global when its module loads.
const devtools = installDevTools(window, post, native.setTimeout);

function hello(message: BootMessage, transfer: Transferable[] = []): void {
  window.parent.postMessage(message, '*', transfer);
}

// ---- What Node or a fresh browser profile would give the example ----------------------------

/** Web Storage kept in memory: the sandbox's opaque origin has none, a new profile's is empty. */
class MemoryStorage {
  #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.#items.get(String(key)) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#items.set(String(key), String(value));
  }
  removeItem(key: string): void {
    this.#items.delete(String(key));
  }
  clear(): void {
    this.#items.clear();
  }
}

for (const name of ['localStorage', 'sessionStorage']) {
  Object.defineProperty(window, name, {configurable: true, value: new MemoryStorage()});
}

// ---- Output ---------------------------------------------------------------------------------

let pending: OutputEntry[] = [];
let flushScheduled = false;
// A loop that logs must not flood the page: beyond the limits, output is dropped, with a note.
const cap = new OutputCap();

function flush(): void {
  flushScheduled = false;
  if (pending.length === 0) return;
  post({type: 'output', entries: pending});
  pending = [];
}

function emit(kind: OutputKind, text: string): void {
  if (cap.full) return;
  pending.push(...cap.take([{kind, text}]));
  if (!flushScheduled) {
    flushScheduled = true;
    native.setTimeout(flush, 16);
  }
}

const CONSOLE_KINDS: Record<string, OutputKind> = {
  log: 'log',
  info: 'info',
  warn: 'warn',
  error: 'error',
  debug: 'debug',
  trace: 'debug',
  dir: 'log',
  table: 'log',
};

for (const [method, kind] of Object.entries(CONSOLE_KINDS)) {
  // The browser's own console stays quiet: the reader reads the panel, not the devtools.
  (console as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
    emit(kind, formatArgs(args));
}
// Node's profiling marks print nothing without an inspector. React 19's development build calls
// `console.timeStamp` for its performance tracks, about 20 times a run.
for (const method of ['timeStamp', 'profile', 'profileEnd']) {
  (console as unknown as Record<string, unknown>)[method] = () => {};
}

// ---- Timers: a run is over when none is left, as a Node process exits ------------------------

const activeTimers = new Set<number>();
let entrySettled = false;
let finished = false;

function patchTimers(): void {
  const w = window as unknown as Record<string, unknown>;
  w.setTimeout = (handler: unknown, delay?: number, ...args: unknown[]) => {
    const id = native.setTimeout(() => {
      activeTimers.delete(id);
      if (typeof handler === 'function') handler(...args);
      checkIdle();
    }, delay);
    activeTimers.add(id);
    return id;
  };
  // Timeouts and intervals share their ids: either clear ends either, as in a browser.
  const clear = (id?: number) => {
    if (id === undefined) return;
    native.clearTimeout(id);
    if (activeTimers.delete(id)) checkIdle();
  };
  w.clearTimeout = clear;
  w.clearInterval = clear;
  w.setInterval = (handler: unknown, delay?: number, ...args: unknown[]) => {
    const id = native.setInterval(() => {
      if (typeof handler === 'function') handler(...args);
    }, delay);
    activeTimers.add(id);
    return id;
  };
}

function checkIdle(): void {
  if (!entrySettled || finished || activeTimers.size > 0) return;
  // Let promise callbacks queued by the last timer run first, as Node's event loop would.
  native.setTimeout(() => {
    if (!finished && activeTimers.size === 0) finish(undefined);
  }, 0);
}

// ---- Files, source maps and error locations ---------------------------------------------------

const fileByUrl = new Map<string, RunFile>();
/** What the reader calls each file, by path (the run message's `names`). */
let shownNames: Readonly<Record<string, string>> = {};

function shown(location: SourceLocation): string {
  return `${shownNames[location.file] ?? location.file}:${location.line}:${location.column}`;
}
const traceMaps = new Map<string, TraceMap>();

function traceMap(file: RunFile): TraceMap | undefined {
  if (!traceMaps.has(file.path)) {
    try {
      traceMaps.set(file.path, new TraceMap(file.map));
    } catch {
      return undefined;
    }
  }
  return traceMaps.get(file.path);
}

const FRAME_URL = /(blob:[^\s()@]+):(\d+):(\d+)/g;

/** The reader's position of a generated `line:column` (both 1-based) in one of the run's files. */
function originalLocation(url: string, line: number, column: number): SourceLocation | undefined {
  const file = fileByUrl.get(url);
  return file && readerLocation(file, line, column);
}

/** The reader's position of a generated `line:column` (both 1-based) of `file`. */
function readerLocation(file: RunFile, line: number, column: number): SourceLocation {
  const map = traceMap(file);
  const original = map ? originalPositionFor(map, {line, column: column - 1}) : undefined;
  if (original?.line == null) return {file: file.path, line, column};
  return {file: file.path, line: original.line, column: (original.column ?? 0) + 1};
}

// A stack frame as V8 writes it (`    at fn (url:1:2)`, `    at url:1:2`) or as Firefox and
// WebKit do (`fn@url:1:2`, `@url:1:2`, `module code@url:1:2`).
const V8_FRAME = /^\s+at /;
const AT_FRAME = /^([^@\s]*(?: code)?)@(.*)$/;

type Frame = {readonly text: string; readonly location: SourceLocation};

/**
 * One line of a stack: a frame in the reader's files, written as V8 does (`at fn
 * (file:line:column)`) whichever engine wrote it; undefined for anything else (the sandbox's own
 * frames say nothing to the reader).
 */
function readFrame(line: string): Frame | undefined {
  const v8 = V8_FRAME.test(line);
  const at = v8 ? null : AT_FRAME.exec(line);
  if (!v8 && !at) return undefined;
  let location: SourceLocation | undefined;
  const readable = line.replace(FRAME_URL, (match, url: string, l: string, c: string) => {
    const found = originalLocation(url, Number(l), Number(c));
    if (!found) return match;
    location ??= found;
    return shown(found);
  });
  if (!location) return undefined;
  if (!at) return {text: readable.trimEnd(), location};
  const name = at[1]!.endsWith(' code') ? '' : at[1]!;
  const where = readable.slice(readable.indexOf('@') + 1).trim();
  return {text: name ? `    at ${name} (${where})` : `    at ${where}`, location};
}

/** The first frame of the stack in the reader's files, and the stack's frames in those files. */
function readStack(stack: string): {location?: SourceLocation; stack: string} {
  let location: SourceLocation | undefined;
  const frames = stack.split('\n').flatMap((line) => {
    const frame = readFrame(line);
    if (!frame) return [];
    location ??= frame.location;
    return [frame.text];
  });
  return {location, stack: frames.join('\n')};
}

/**
 * An error's stack as Node prints it: its `Name: message` line (Firefox and WebKit leave it out of
 * `stack`) and its frames in the reader's files.
 */
function readableStack(error: Error): string {
  const lines = String(error.stack ?? '').split('\n');
  const firstFrame = lines.findIndex((line) => V8_FRAME.test(line) || AT_FRAME.test(line));
  const header = firstFrame === -1 ? lines : lines.slice(0, firstFrame);
  const {stack} = readStack(lines.slice(header.length).join('\n'));
  const heading = header.join('\n').trim()
    ? header.join('\n')
    : Error.prototype.toString.call(error);
  return stack ? `${heading}\n${stack}` : heading;
}

/** Sandbox addresses in printed text (a serialized error's `stack`): the reader's files or none. */
function readableAddresses(text: string): string {
  if (!text.includes('blob:')) return text;
  return text.replace(FRAME_URL, (_match, url: string, l: string, c: string) => {
    const found = originalLocation(url, Number(l), Number(c));
    return found ? shown(found) : '<sandbox>';
  });
}

printStacksWith({stack: readableStack, text: readableAddresses});

function toFailure(error: unknown): Failure {
  if (!(error instanceof Error)) {
    return {kind: 'error', message: `Uncaught ${inspect(error)}`};
  }
  const {location, stack} = readStack(error.stack ?? '');
  const [firstLine = '', ...restLines] = error.message.split('\n');
  const details = restLines.join('\n').trim();
  if (error instanceof BusyError) {
    return {kind: 'busy', message: error.message, ...(location && {location})};
  }
  const base = {
    ...(details && {details}),
    ...(location && {location}),
    ...(stack && {stack}),
  };
  if (error.name === 'AssertionError') {
    const assertion = error as Error & {actual?: unknown; expected?: unknown; operator?: string};
    return {
      kind: 'assertion',
      message: firstLine,
      ...base,
      actual: inspect(assertion.actual),
      expected: inspect(assertion.expected),
      ...(assertion.operator && {operator: assertion.operator}),
    };
  }
  return {kind: 'error', message: `${error.name}: ${firstLine}`, ...base};
}

// ---- The run --------------------------------------------------------------------------------

let started = 0;

function finish(failure: Failure | undefined): void {
  if (finished) return;
  finished = true;
  endWorkers();
  flush();
  devtools.flush();
  post({
    type: 'done',
    passed: passedAssertions(),
    durationMs: Math.round(performance.now() - started),
    ...(failure && {failure}),
  });
  // From here on the reader plays with whatever the example rendered: React should not expect
  // each update inside act(), as the example's test-like setup told it to.
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = false;
  watchUi();
}

installGuard((error) => {
  if (finished) post({type: 'halted', failure: toFailure(error)});
  else finish(toFailure(error));
});

window.addEventListener('error', (event) => {
  event.preventDefault();
  finish(toFailure(event.error ?? event.message));
});
window.addEventListener('unhandledrejection', (event) => {
  event.preventDefault();
  finish(toFailure(event.reason));
});

function moduleUrl(code: string): string {
  return URL.createObjectURL(new Blob([code], {type: 'text/javascript'}));
}

/**
 * A module that re-exports a bundled package under the specifier an example imports. Each name
 * is exported by its string (ES2022), so names such as zod's `null` and `enum` work too.
 */
function packageShim(specifier: string, record: Readonly<Record<string, unknown>>): string {
  const names = Object.keys(record).filter((name) => name !== 'default');
  return [
    `const m = globalThis.__liveModules[${JSON.stringify(specifier)}];`,
    'export default m.default;',
    ...names.map((name, i) => `const e${i} = m[${JSON.stringify(name)}];`),
    names.length > 0
      ? `export {${names.map((name, i) => `e${i} as ${JSON.stringify(name)}`).join(', ')}};`
      : '',
  ].join('\n');
}

/** A bare specifier a file imports, and where: the file and the offset in its compiled code. */
type BareImport = {readonly file: RunFile; readonly offset: number; readonly dynamic: boolean};

/** The reader's location of `offset` in a file's compiled code. */
function locate({file, offset}: BareImport): SourceLocation {
  const before = file.code.slice(0, offset).split('\n');
  return readerLocation(file, before.length, before.at(-1)!.length + 1);
}

/**
 * The file's code with each relative import pointed at its project file's import-map name; the
 * other specifiers it imports go into `bare`, with where each is first imported.
 */
function rewriteImports(
  file: RunFile,
  has: (path: string) => boolean,
  bare: Map<string, BareImport>,
): string {
  const [imports] = parseImports(file.code);
  let code = '';
  let last = 0;
  for (const item of imports) {
    const name = item.specifier;
    if (typeof name !== 'string') continue;
    const target = resolveLocal(file.path, name, has);
    if (target === undefined) {
      if (!bare.has(name))
        bare.set(name, {file, offset: item.start, dynamic: item.type === 'dynamic'});
      continue;
    }
    // A static import's bounds are the specifier's; a dynamic one's include its quotes.
    const quoted = item.type === 'dynamic';
    code += file.code.slice(last, item.start);
    code += quoted ? JSON.stringify(LOCAL_PREFIX + target) : LOCAL_PREFIX + target;
    last = item.end;
  }
  return code + file.code.slice(last);
}

function loadScript(code: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = moduleUrl(code);
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('a package script of the sandbox did not load'));
    document.head.append(script);
  });
}

async function run(
  packages: readonly string[],
  files: readonly RunFile[],
  entry: string,
  names: Readonly<Record<string, string>>,
): Promise<void> {
  shownNames = names;
  await initLexer();
  for (const code of packages) await loadScript(code);
  // The run time the panel shows is the example's own, from its first module on; the page's
  // 10 s stop counts from the same moment.
  started = performance.now();
  post({type: 'started'});
  const paths = new Set(files.map((f) => f.path));
  const has = (path: string) => paths.has(path);
  const imports: Record<string, string> = {};
  const bare = new Map<string, BareImport>();
  let entryUrl = '';
  for (const file of files) {
    const url = moduleUrl(rewriteImports(file, has, bare));
    fileByUrl.set(url, file);
    imports[LOCAL_PREFIX + file.path] = url;
    if (file.path === entry) entryUrl = url;
  }
  // Only the packages this example imports are evaluated. An unknown one ends the run, as Node
  // would, with the list of what the sandbox has.
  const records: Record<string, unknown> = {};
  for (const [specifier, where] of bare) {
    const record = loadModule(specifier);
    // A dynamic import may never run: it fails when it does, with the browser's message.
    if (!record && where.dynamic) continue;
    if (!record) {
      finish({
        kind: 'error',
        message: `Error [ERR_MODULE_NOT_FOUND]: Cannot find package '${specifier}'`,
        details: `Live examples can import: ${importable().join(', ')}.`,
        location: locate(where),
      });
      return;
    }
    records[specifier] = record;
    imports[specifier] = moduleUrl(packageShim(specifier, record));
  }
  (globalThis as Record<string, unknown>).__liveModules = records;
  const importMap = document.createElement('script');
  importMap.type = 'importmap';
  importMap.textContent = JSON.stringify({imports});
  document.head.append(importMap);
  closeInlineScripts(document);
  patchTimers();
  try {
    await import(/* webpackIgnore: true */ entryUrl);
  } catch (error) {
    finish(toFailure(error));
    return;
  }
  entrySettled = true;
  checkIdle();
}

// ---- What the example rendered ---------------------------------------------------------------

function watchUi(): void {
  const report = () => {
    const height = document.body.childElementCount > 0 ? document.documentElement.scrollHeight : 0;
    post({type: 'ui', height});
  };
  new ResizeObserver(report).observe(document.body);
  report();
}

function setTheme(theme: 'light' | 'dark'): void {
  document.documentElement.dataset.theme = theme;
}

let ran = false;

window.addEventListener('message', (event: MessageEvent<ParentMessage>) => {
  if (event.source !== window.parent) return;
  const message = event.data;
  if (message.type === 'theme') setTheme(message.theme);
  if (message.type === 'probe' && !ran) {
    // The answer first, then a busy stretch: a page on this thread reads it only afterwards.
    const answer: ProbeAnswer = {type: 'probe', sentAt: Date.now()};
    postOnPort(answer);
    const start = performance.now();
    while (performance.now() - start < PROBE_BUSY_MS) {
      // Busy on purpose.
    }
  }
  if (message.type === 'run' && !ran) {
    ran = true;
    setBusyLimit(message.busyLimitMs);
    setTheme(message.theme);
    void run(message.packages, message.files, message.entry, message.names);
  }
});

hello({type: 'runtime-ready'}, [channel.port2]);
