/**
 * Type-checks every ```ts and ```tsx block of the docs against the pinned packages, and runs the
 * blocks marked `run`. The checks use TypeScript 6.0's compiler API (the last release that has
 * one); the CLI also compiles every block with TypeScript 7's `tsc` (the `typescript-7` alias),
 * the release today's templates install, and reports its errors as "TypeScript 7: …".
 *
 * The blocks, their markers, the page's project layout and the compiler options come from the
 * code-block model (src/code-blocks), which the remark plugin and the live examples use too.
 *
 * Fence-meta conventions (src/code-blocks/grammar.ts):
 * - `title="src/app/store.ts"`: the block is that file of the page's virtual project. Titled blocks
 *   of one page import each other by relative path (`import {store} from '../../app/store'`); the
 *   title is relative to a per-page virtual root, so pages never see each other's files. Titles
 *   are unique per page: show an earlier version of a file untitled, with a
 *   `// src/app/store.ts (first version)` comment.
 * - Untitled blocks are standalone modules (`moduleDetection: force`), so their top-level names
 *   never clash with other blocks. They sit at the virtual root, so one may still import a titled
 *   block as `./src/app/store`.
 * - `skip-check="reason"`: the block is not checked (it is listed in the summary); the reason is
 *   required.
 * - `run`: the block is also executed under Node (`--run`, or `runExecutableBlocks`); it passes when
 *   it exits without throwing, so `node:assert` calls make it a test. It may import the page's
 *   titled blocks. The page shows Run and Edit under it, which run it in
 *   the browser (src/plugins/live-examples); `no-browser="reason"` says why a run block cannot
 *   run there (it then has no buttons).
 * - Other meta (`{3-5}`, `showLineNumbers`) and highlight comments are ignored.
 *
 * Step-wise pages (tutorials, the migration guide): front matter `code_steps: true` makes each `##`
 * section a step the reader follows (src/code-blocks/steps.ts). A titled block is then that
 * file of the reader's project from its section on, and a later section may show the title again
 * with the file's next version (each section shows a file once; the "first version" comment is not
 * needed). After each section with code, the checker type-checks the project as the reader has it
 * then (every file written so far, at its latest version, plus the section's untitled blocks) and
 * runs the section's `run` blocks with those files, so a section that imports a file a later one
 * writes, or that breaks a file written earlier, fails. An error is reported once, for the first
 * section whose project has it. `existing` marks a file the reader has before the first step (a
 * template's `App.tsx`, the legacy app a migration starts from): it is in every section's project.
 * `recap` marks a block that restates a file as the steps left it (a closing "finished project"
 * listing): it must be that file, highlight comments aside, and the section holding recaps must
 * restate every file the page wrote, so the listing cannot drift from the steps.
 *
 * Type queries: a comment line `//    ^? Type` under a line of code states the type of the name its
 * caret points at (src/code-blocks/typeQueries.ts). The checker asks TypeScript for that type
 * and reports a query whose stated type differs (code `type-query`), with the compiler's type to
 * paste. Pages render the stated type, so what a reader is told is what the compiler says.
 *
 * CLI (Node 20 cannot run TypeScript; jiti, installed with Docusaurus, can):
 * `jiti scripts/check-code-blocks.ts [--run] [file-or-dir...]`, default `docs`. Exits with 1 on any
 * error, after a summary with the opted-out blocks and the time taken.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {directiveFromMarkdown} from 'mdast-util-directive';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {frontmatterFromMarkdown} from 'mdast-util-frontmatter';
import {gfmFromMarkdown} from 'mdast-util-gfm';
import {mdxFromMarkdown} from 'mdast-util-mdx';
import {directive} from 'micromark-extension-directive';
import {frontmatter} from 'micromark-extension-frontmatter';
import {gfm} from 'micromark-extension-gfm';
import {mdxjs} from 'micromark-extension-mdxjs';
import ts from 'typescript';
import {readBlocks, type CodeBlock as ModelBlock} from '../src/code-blocks/blocks';
import {
  projectCompilerOptions,
  runCompilerOptions,
  toCompilerOptions,
} from '../src/code-blocks/compilerOptions';
import {MISSING_REASON, parseMeta} from '../src/code-blocks/grammar';
import {layOutProject} from '../src/code-blocks/layout';
import {stepDir, type Step} from '../src/code-blocks/steps';
import {findTypeQueries, sameTypeText, unionMembers} from '../src/code-blocks/typeQueries';

export {parseMeta};

/** The project root: `node_modules` and the default docs folder are found from here. */
export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The virtual projects sit inside the root, so bare imports resolve from its node_modules, in a
// folder that never exists on disk.
const VIRTUAL_DIR_NAME = '.code-blocks';

// A run block that never settles (an open handle, a forgotten interval) fails instead of hanging.
// The limit is for hangs, not a speed target: the React examples (jsdom and React loaded per
// block) took over 20 s each on this 2-core machine with two checks and two builds running at
// once, so it leaves that much room and more.
const RUN_TIMEOUT_MS = 60_000;

/** One ts/tsx fenced block (src/code-blocks/blocks.ts) of a Markdown file. */
export type CodeBlock = ModelBlock & {
  /** The Markdown file, relative to the root, with `/` separators. */
  readonly file: string;
};

/** An error, located in a Markdown file by 1-based line and column. */
export type Problem = {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** `TS2322`, `mdx`, `meta`, `type-query`, `recap` or `run`. */
  readonly code: string;
  readonly message: string;
  /** On a step-wise page, the step whose project showed the problem. */
  readonly step?: number;
};

export type SkippedBlock = {readonly file: string; readonly line: number; readonly reason: string};

export type CheckResult = {
  readonly files: number;
  readonly checked: number;
  readonly skipped: readonly SkippedBlock[];
  /** The step-wise pages, with how many sections' projects each was checked as. */
  readonly stepWise: readonly {readonly file: string; readonly sections: number}[];
  readonly problems: readonly Problem[];
  readonly durationMs: number;
};

export type RunResult = {
  readonly ran: number;
  readonly problems: readonly Problem[];
  readonly durationMs: number;
};

export type CheckOptions = {
  /** Markdown files or folders (searched for .md/.mdx), absolute or relative to `rootDir`. */
  readonly paths: readonly string[];
  readonly rootDir?: string;
  /**
   * Also compile the blocks with the current TypeScript release's `tsc` (7.x, the native compiler
   * today's templates install; it has no compiler API, so the checks above run on 6.0). The CLI
   * turns it on; its problems say "TypeScript 7".
   */
  readonly typescript7?: boolean;
};

/** Formats a problem the way editors and CI annotate it: `file:line:column CODE: message`. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column} ${problem.code}: ${problem.message}`;
}

/** Lists the .md/.mdx files under the given files and folders, sorted. */
export function findMarkdownFiles(paths: readonly string[], rootDir = ROOT_DIR): string[] {
  const found = paths.flatMap((p) => {
    const abs = path.resolve(rootDir, p);
    if (!fs.statSync(abs).isDirectory()) return [abs];
    return fs
      .readdirSync(abs, {recursive: true, encoding: 'utf8'})
      .filter((f) => /\.mdx?$/.test(f) && !f.split(path.sep).includes('node_modules'))
      .map((f) => path.join(abs, f));
  });
  return [...new Set(found)].sort();
}

type Mdast = {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: {start: {line: number; column: number}};
  children?: Mdast[];
};

/**
 * The page's ts/tsx blocks as the code-block model reads them, held to MDX's own parse (MDX,
 * front matter, admonitions, GFM, as Docusaurus parses a page): a page that does not parse, or
 * where MDX reads a block otherwise than the model, is a problem (code `mdx`).
 */
export function extractCodeBlocks(
  source: string,
  file: string,
): {blocks: CodeBlock[]; problems: Problem[]} {
  const text = source.replace(/\r\n?/g, '\n');
  let tree: Mdast;
  try {
    tree = fromMarkdown(text, {
      extensions: [mdxjs(), frontmatter(['yaml']), directive(), gfm()],
      mdastExtensions: [
        mdxFromMarkdown(),
        frontmatterFromMarkdown(['yaml']),
        directiveFromMarkdown(),
        gfmFromMarkdown(),
      ],
    }) as Mdast;
  } catch (error) {
    const e = error as {line?: number; column?: number; reason?: string; message?: string};
    const message = `cannot parse the page as MDX: ${e.reason ?? e.message ?? String(error)}`;
    return {
      blocks: [],
      problems: [{file, line: e.line ?? 1, column: e.column ?? 1, code: 'mdx', message}],
    };
  }
  const blocks: CodeBlock[] = readBlocks(text).map((block) => ({...block, file}));
  const problems: Problem[] = [];
  const byLine = new Map(blocks.map((block) => [block.line, block]));
  const seen = new Set<CodeBlock>();
  const visit = (node: Mdast): void => {
    if (node.type === 'code' && (node.lang === 'ts' || node.lang === 'tsx') && node.position) {
      const {line, column} = node.position.start;
      const block = byLine.get(line);
      if (block && block.code === node.value && block.meta === (node.meta ?? '')) seen.add(block);
      else {
        const message = `MDX reads a ${node.lang} block here that src/code-blocks/fences.ts reads otherwise; write the fence plainly`;
        problems.push({file, line, column, code: 'mdx', message});
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  const lines = text.split('\n');
  for (const block of blocks) {
    // The column of the fence's first backtick or tilde, as MDX reports it.
    const fenceLine = lines[block.line - 1] ?? '';
    const column = fenceLine.length - fenceLine.trimStart().length + 1;
    if (!seen.has(block)) {
      const message = 'src/code-blocks/fences.ts reads a block here that MDX does not';
      problems.push({file, line: block.line, column, code: 'mdx', message});
    }
    for (const message of block.metaErrors) {
      problems.push({file, line: block.line, column, code: 'meta', message});
    }
  }
  return {blocks, problems};
}

/** A block (or the project's ambient types, no block) as a file of the in-memory program. */
export type VirtualFile = {
  readonly block?: CodeBlock;
  readonly text: string;
  /** On a step-wise page, the step whose project holds this copy of the block. */
  readonly step?: Step;
  /** On a step-wise page, true for a file an earlier step wrote: a copy, not the block's own place. */
  readonly carried?: boolean;
};

export type Page = {
  readonly file: string;
  readonly root: string;
  /** Whether the page is checked step by step (`code_steps: true`); see src/code-blocks/steps.ts. */
  readonly stepWise: boolean;
  readonly files: Map<string, VirtualFile>;
};

type Collected = {
  readonly files: number;
  readonly pages: Page[];
  readonly skipped: SkippedBlock[];
  readonly problems: Problem[];
};

/**
 * The pages' virtual projects, as the checker lays them out. The unit tests hold the live
 * examples' own layout (src/plugins/live-examples) to this one, so that what a reader runs in the
 * page is what ran here; scripts/check-tutorial-projects.ts builds the tutorials' last steps.
 */
export function collectPages(options: CheckOptions): readonly Page[] {
  return collect(options).pages;
}

/** Reads the pages and lays out each one's checked blocks as files of its own virtual project. */
function collect(options: CheckOptions): Collected {
  const rootDir = options.rootDir ?? ROOT_DIR;
  const markdownFiles = findMarkdownFiles(options.paths, rootDir);
  const pages: Page[] = [];
  const skipped: SkippedBlock[] = [];
  const problems: Problem[] = [];
  for (const abs of markdownFiles) {
    const file = toPosix(path.relative(rootDir, abs));
    const text = fs.readFileSync(abs, 'utf8');
    const extracted = extractCodeBlocks(text, file);
    problems.push(...extracted.problems);
    const root = path.join(rootDir, VIRTUAL_DIR_NAME, file.replace(/\.mdx?$/, ''));
    const checked: CodeBlock[] = [];
    for (const block of extracted.blocks) {
      if (block.skipReason === undefined) {
        checked.push(block);
        continue;
      }
      if (block.skipReason !== MISSING_REASON)
        skipped.push({file, line: block.line, reason: block.skipReason});
      problems.push(...uncheckedQuery(block, 'a skip-check block', 'make the block compile'));
    }
    const layout = layOutProject(text, checked);
    for (const {block, code, message} of layout.problems) {
      problems.push({file, line: block.line, column: 1, code, message});
    }
    // A recap is compared with the file, not compiled again: its type queries would go unchecked.
    for (const block of checked.filter((b) => layout.stepWise && b.recap)) {
      problems.push(...uncheckedQuery(block, 'a recap', 'put it in the step that writes the file'));
    }
    const page: Page = {file, root, stepWise: layout.stepWise, files: new Map()};
    for (const {path: relative, block, step, carried} of layout.files) {
      page.files.set(path.join(root, relative), {
        block,
        text: block.code,
        ...(step && {step, carried}),
      });
    }
    pages.push(page);
  }
  return {files: markdownFiles.length, pages, skipped, problems};
}

// Library declarations never change during a process; sharing them makes a second check (as in
// the unit tests) take a fraction of the first one's time.
const libraryCache = new Map<string, ts.SourceFile>();

/** The block's first type query, reported where the block is never type-checked (`where`). */
function uncheckedQuery(block: CodeBlock, where: string, fix: string): Problem[] {
  const query = findTypeQueries(block.code)[0];
  if (!query) return [];
  const message = `a type query in ${where} is never checked; ${fix}`;
  return [
    {file: block.file, line: block.line + 1 + query.line, column: 1, code: 'type-query', message},
  ];
}

/** Type-checks the ts/tsx blocks of the given Markdown files with one TypeScript program. */
export function checkCodeBlocks(options: CheckOptions): CheckResult {
  const started = performance.now();
  const rootDir = options.rootDir ?? ROOT_DIR;
  const collected = collect(options);
  const virtual = new Map<string, VirtualFile>();
  const virtualDirs = new Set<string>();
  const pageOf = new Map<string, Page>();
  for (const page of collected.pages) {
    for (const [p, f] of page.files) {
      virtual.set(p, f);
      pageOf.set(p, page);
      for (let dir = path.dirname(p); dir.startsWith(page.root); dir = path.dirname(dir)) {
        virtualDirs.add(dir);
      }
    }
  }
  const virtualBase = path.join(rootDir, VIRTUAL_DIR_NAME);
  // A Vite project's ambient types (CSS and asset imports, `import.meta.env`), as the template's
  // `"types": ["vite/client"]` gives them; TypeScript 6 reports an untyped `import './index.css'`.
  virtual.set(path.join(virtualBase, 'vite-env.d.ts'), {
    text: '/// <reference types="vite/client" />\n',
  });
  const tsOptions = toCompilerOptions(projectCompilerOptions(rootDir), rootDir);
  const host = ts.createCompilerHost(tsOptions, true);
  const inVirtualTree = (p: string) => p === virtualBase || p.startsWith(virtualBase + path.sep);
  host.fileExists = (p) => virtual.has(p) || (!inVirtualTree(p) && ts.sys.fileExists(p));
  host.directoryExists = (p) =>
    virtualDirs.has(p) || (!inVirtualTree(p) && ts.sys.directoryExists(p));
  host.readFile = (p) =>
    virtual.get(p)?.text ?? (inVirtualTree(p) ? undefined : ts.sys.readFile(p));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError) => {
    const file = virtual.get(fileName);
    if (file) return ts.createSourceFile(fileName, file.text, languageVersion, true);
    const key = `${fileName}\0${JSON.stringify(languageVersion)}`;
    let cached = libraryCache.get(key);
    if (!cached) {
      cached = getSourceFile(fileName, languageVersion, onError);
      if (cached) libraryCache.set(key, cached);
    }
    return cached;
  };
  const program = ts.createProgram({rootNames: [...virtual.keys()], options: tsOptions, host});
  // Only our files: @reduxjs/toolkit ships a .ts source file that skipLibCheck does not skip.
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...[...virtual.keys()].flatMap((p) => {
      const sourceFile = program.getSourceFile(p);
      return sourceFile
        ? [
            ...program.getSyntacticDiagnostics(sourceFile),
            ...program.getSemanticDiagnostics(sourceFile),
          ]
        : [];
    }),
  ];
  const problems = [
    ...collected.problems,
    ...onceEach([
      ...diagnostics.map((d) => toProblem(d, virtual, pageOf, rootDir)),
      ...checkTypeQueries(program, virtual),
      ...(options.typescript7 ? checkWithTypeScript7({program, virtual, pageOf, rootDir}) : []),
    ]),
  ];
  // A step-wise page holds a block once per step: count blocks, not their copies.
  const checked = collected.pages.reduce(
    (n, page) => n + new Set([...page.files.values()].map((f) => f.block)).size,
    0,
  );
  return {
    files: collected.files,
    checked,
    skipped: collected.skipped,
    stepWise: collected.pages
      .filter((page) => page.stepWise)
      .map((page) => ({
        file: page.file,
        sections: new Set([...page.files.values()].map((f) => f.step)).size,
      })),
    problems: sortProblems(problems),
    durationMs: performance.now() - started,
  };
}

/** The package that provides the current TypeScript release's `tsc`, installed under an alias. */
export const TYPESCRIPT_7_PACKAGE = 'typescript-7';

/**
 * A new, empty folder for one run, inside node_modules so that Node's ESM resolver and `tsc` find
 * the pinned packages by walking up. Its real path: Node reports real paths, and with
 * node_modules a symlink (a git worktree) stack traces must still match the files written there.
 * The caller removes it.
 */
function scratchDir(rootDir: string, prefix: string): string {
  const cacheDir = path.join(rootDir, 'node_modules/.cache/check-code-blocks');
  fs.mkdirSync(cacheDir, {recursive: true});
  return fs.realpathSync(fs.mkdtempSync(path.join(cacheDir, prefix)));
}

/**
 * Compiles the same virtual files with TypeScript 7's `tsc`: they are written to a folder inside
 * node_modules/.cache (so packages resolve as for the in-memory program) with a tsconfig.json of
 * the same options, and each error `tsc` prints is mapped back to its block, like the 6.0 ones.
 */
function checkWithTypeScript7(context: TypeScript7Context): Problem[] {
  // A folder of its own per run, so that checks run side by side do not write over each other
  const outDir = scratchDir(context.rootDir, 'typescript-7-');
  try {
    return compileWithTypeScript7({...context, outDir});
  } finally {
    fs.rmSync(outDir, {recursive: true, force: true});
  }
}

interface TypeScript7Context {
  program: ts.Program;
  virtual: Map<string, VirtualFile>;
  pageOf: Map<string, Page>;
  rootDir: string;
}

function compileWithTypeScript7(context: TypeScript7Context & {outDir: string}): Problem[] {
  const {program, virtual, pageOf, rootDir, outDir} = context;
  const tsc = path.join(rootDir, 'node_modules', TYPESCRIPT_7_PACKAGE, 'bin/tsc');
  const written = new Map<string, string>();
  for (const [virtualPath, file] of virtual) {
    // Shared modules are real files already; blocks live under the virtual folder
    const target = virtualPath.startsWith(rootDir + path.sep)
      ? path.join(outDir, path.relative(rootDir, virtualPath))
      : virtualPath;
    if (target !== virtualPath) {
      fs.mkdirSync(path.dirname(target), {recursive: true});
      fs.writeFileSync(target, file.text);
    }
    written.set(path.resolve(target), virtualPath);
  }
  const tsconfig = {
    compilerOptions: projectCompilerOptions(rootDir),
    files: [...written.keys()],
  };
  const config = path.join(outDir, 'tsconfig.json');
  fs.mkdirSync(outDir, {recursive: true});
  fs.writeFileSync(config, JSON.stringify(tsconfig, null, 2));
  const result = spawnSync(process.execPath, [tsc, '-p', config, '--pretty', 'false'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) {
    const message = `TypeScript 7 did not run: ${result.error.message}`;
    return [{file: '(TypeScript 7)', line: 1, column: 1, code: 'tsc', message}];
  }
  // `file(line,col): error TS1234: message`, continuation lines indented
  const pattern = /^(.+?)\((\d+),(\d+)\): error TS(\d+): (.*)$/;
  const found: {problem: Problem; more: string[]}[] = [];
  for (const line of result.stdout.split('\n')) {
    const match = pattern.exec(line);
    if (!match) {
      const last = found.at(-1);
      if (last && /^\s+\S/.test(line)) last.more.push(line.trim());
      else if (line.trim()) {
        const message = line.trim();
        found.push({
          problem: {file: '(TypeScript 7)', line: 1, column: 1, code: 'tsc', message},
          more: [],
        });
      }
      continue;
    }
    const [, file = '', lineText = '1', columnText = '1', code = '0', text = ''] = match;
    const virtualPath = written.get(path.resolve(outDir, file)) ?? written.get(path.resolve(file));
    const sourceFile = virtualPath ? program.getSourceFile(virtualPath) : undefined;
    const message = `TypeScript 7: ${text}`;
    const diagnostic: ts.Diagnostic = {
      category: ts.DiagnosticCategory.Error,
      code: Number(code),
      messageText: message,
      file: sourceFile,
      start: sourceFile?.getPositionOfLineAndCharacter(
        Number(lineText) - 1,
        Number(columnText) - 1,
      ),
      length: 0,
    };
    const problem = sourceFile
      ? toProblem(diagnostic, virtual, pageOf, rootDir)
      : {file, line: Number(lineText), column: Number(columnText), code: `TS${code}`, message};
    found.push({problem, more: []});
  }
  const problems = found.map(({problem, more}) =>
    more.length > 0 ? {...problem, message: [problem.message, ...more].join('\n  ')} : problem,
  );
  if (result.status !== 0 && problems.length === 0) {
    const message = `TypeScript 7 failed with exit code ${result.status}: ${result.stderr}`;
    problems.push({file: '(TypeScript 7)', line: 1, column: 1, code: 'tsc', message});
  }
  return problems;
}

// How a query's type is written: in full (no `...`), with the names a reader imports rather than
// `import("…/dist/index").Name`.
const TYPE_FORMAT =
  ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/** Compares every type query of the blocks with the type TypeScript gives the name at its caret. */
function checkTypeQueries(program: ts.Program, virtual: Map<string, VirtualFile>): Problem[] {
  const checker = program.getTypeChecker();
  const problems: Problem[] = [];
  // A step-wise page holds a block once per step; its queries state its types at its own step
  // (the first copy), not as later steps' files may change them.
  const queried = new Set<CodeBlock>();
  for (const [fileName, {block, step}] of virtual) {
    const sourceFile = block && program.getSourceFile(fileName);
    if (!block || !sourceFile || queried.has(block)) continue;
    queried.add(block);
    const lines = sourceFile.text.split('\n');
    for (const query of findTypeQueries(block.code)) {
      const line = block.line + 1 + query.line;
      const column = (block.indents[query.line] ?? 0) + query.column + 1;
      const report = (message: string) =>
        problems.push({
          file: block.file,
          line,
          column,
          code: 'type-query',
          message: inStep(step, message),
          ...(step && {step: step.index}),
        });
      const targetText = query.target === undefined ? '' : (lines[query.target] ?? '');
      if (query.target === undefined || query.column >= targetText.length) {
        report('the caret points below no code: put it under a name on the line above');
        continue;
      }
      const position = sourceFile.getPositionOfLineAndCharacter(query.target, query.column);
      const node = tokenAt(sourceFile, position);
      if (!node || !(ts.isIdentifier(node) || ts.isPrivateIdentifier(node))) {
        const char = targetText[query.column]!;
        const what = char.trim() === '' ? 'white space' : `"${char}"`;
        report(`the caret points at ${what}, not a name: put it under a name on the line above`);
        continue;
      }
      // A type alias's own name shows what it stands for, as an editor's hover does.
      const isAliasName = ts.isTypeAliasDeclaration(node.parent) && node.parent.name === node;
      const flags = TYPE_FORMAT | (isAliasName ? ts.TypeFormatFlags.InTypeAlias : 0);
      const type = checker.getTypeAtLocation(node);
      const actual = checker.typeToString(type, node, flags);
      if (query.stated === '') {
        report(`the query states no type; the compiler says: ^? ${actual}`);
      } else if (
        !sameTypeText(query.stated, actual) &&
        !(type.isUnion() && sameUnionMembers(query.stated, actual))
      ) {
        report(
          `\`${node.text}\` is stated as ${query.stated}\n  but the compiler says: ^? ${actual}`,
        );
      }
    }
  }
  return problems;
}

/**
 * Whether two texts of a union type list the same members in another order. TypeScript prints a
 * union's members in the order it created their types, which depends on which other blocks are in
 * the program: the same query would pass alone and fail beside other pages.
 */
function sameUnionMembers(stated: string, actual: string): boolean {
  const sorted = (text: string) => unionMembers(text).sort().join(' | ');
  return sorted(stated) === sorted(actual);
}

/** The innermost node whose text (not its leading trivia) covers the position. */
function tokenAt(sourceFile: ts.SourceFile, position: number): ts.Node | undefined {
  let found: ts.Node | undefined;
  const visit = (node: ts.Node): void => {
    if (position < node.getStart(sourceFile) || position >= node.getEnd()) return;
    found = node;
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(sourceFile, visit);
  return found;
}

function toProblem(
  diagnostic: ts.Diagnostic,
  virtual: Map<string, VirtualFile>,
  pageOf: Map<string, Page>,
  rootDir: string,
): Problem {
  const code = `TS${diagnostic.code}`;
  let message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n  ');
  const sourceFile = diagnostic.file;
  if (!sourceFile || diagnostic.start === undefined) {
    return {file: '(compiler options)', line: 1, column: 1, code, message};
  }
  const page = pageOf.get(sourceFile.fileName);
  // Messages quote virtual paths; show them as the author wrote the titles (without a step's folder).
  if (page)
    message = message
      .split(page.root + path.sep)
      .join('')
      .replace(/\bstep-\d+\//g, '');
  const {line, character} = sourceFile.getLineAndCharacterOfPosition(diagnostic.start);
  const {block, step} = virtual.get(sourceFile.fileName) ?? {};
  if (!block) {
    const file = toPosix(path.relative(rootDir, sourceFile.fileName));
    return {file, line: line + 1, column: character + 1, code, message};
  }
  return {
    file: block.file,
    line: block.line + 1 + line,
    column: (block.indents[line] ?? 0) + character + 1,
    code,
    message: inStep(step, message),
    ...(step && {step: step.index}),
  };
}

/** A step-wise page's problem says after which step the reader's project has it. */
function inStep(step: Step | undefined, message: string): string {
  return step ? `after the section "${step.heading}": ${message}` : message;
}

/**
 * A step-wise page checks a file once per step that has it: an error in it would be reported for
 * each of them. Keeps the first step's report of each error.
 */
function onceEach(problems: readonly Problem[]): Problem[] {
  const seen = new Set<string>();
  const sorted = [...problems].sort((a, b) => (a.step ?? 0) - (b.step ?? 0));
  return sorted.filter((p) => {
    const key = [
      p.file,
      p.line,
      p.column,
      p.code,
      p.message.replace(/^after the section ".*?": /, ''),
    ].join('\0');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function sortProblems(problems: Problem[]): Problem[] {
  return problems.sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}

/** Runs every `run` block under Node, with the page's titled blocks beside it. */
export async function runExecutableBlocks(options: CheckOptions): Promise<RunResult> {
  const started = performance.now();
  const rootDir = options.rootDir ?? ROOT_DIR;
  const collected = collect(options);
  const tasks: (() => Promise<Problem | undefined>)[] = [];
  for (const page of collected.pages) {
    for (const [entryPath, entry] of page.files) {
      const block = entry.block;
      // A step-wise page's later steps hold copies of a block: it runs in its own step only.
      if (!block?.run || entry.carried) continue;
      // Each block runs once: an example whose outcome depends on timing is a defect of the
      // example (it must await events or use fake timers), never retried into a pass.
      tasks.push(() => runBlock(entryPath, block, page, rootDir));
    }
  }
  // Each block is its own Node process, mostly waiting on module loading: run one per core.
  const results = await runPool(tasks, os.availableParallelism());
  const problems = results.filter((p): p is Problem => p !== undefined);
  // Meta and MDX problems are checkCodeBlocks' to report; this only reports what running found.
  return {ran: tasks.length, problems, durationMs: performance.now() - started};
}

/** Runs the tasks with at most `limit` at a time; results keep the tasks' order. */
async function runPool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({length: Math.max(1, Math.min(limit, tasks.length))}, worker));
  return results;
}

async function runBlock(
  entryPath: string,
  block: CodeBlock,
  page: Page,
  rootDir: string,
): Promise<Problem | undefined> {
  const runDir = scratchDir(rootDir, 'run-');
  try {
    // Where each source file lands in the run folder, by its virtual path.
    const layout = new Map<string, string>();
    // A step-wise page's run block runs with the files of its own step.
    const step = page.files.get(entryPath)?.step;
    const stepRoot = step ? path.join(page.root, stepDir(step)) + path.sep : page.root;
    const pageFiles = new Map([...page.files].filter(([p]) => p.startsWith(stepRoot)));
    for (const p of pageFiles.keys())
      layout.set(p, path.join(runDir, 'page', path.relative(page.root, p)));
    const sources = pageFiles;
    for (const [p, file] of sources) {
      const target = layout.get(p)!;
      fs.mkdirSync(path.dirname(target), {recursive: true});
      const js = ts.transpileModule(file.text, {
        fileName: target,
        compilerOptions: runCompilerOptions({inlineSourceMap: true, inlineSources: true}),
        transformers: {after: [rewriteSpecifiers(p, sources, layout)]},
      });
      fs.writeFileSync(toOutputPath(target), js.outputText);
    }
    const outcome = await runNode(toOutputPath(layout.get(entryPath)!), runDir);
    if (outcome.code === 0) return undefined;
    // Map the transpiled files' paths in Node's stack trace back to the Markdown lines.
    const sourceLocations = new Map<string, CodeBlock>();
    for (const [p, file] of pageFiles)
      if (file.block) sourceLocations.set(layout.get(p)!, file.block);
    let where: {line: number; column: number} | undefined;
    const stderr = outcome.stderr.replace(
      /(\/[^\s():]+\.tsx?):(\d+):(\d+)/g,
      (match, file: string, lineText: string, columnText: string) => {
        const source = sourceLocations.get(file);
        if (!source) return match.replace(runDir + path.sep, '');
        const line = source.line + Number(lineText);
        const column = (source.indents[Number(lineText) - 1] ?? 0) + Number(columnText);
        if (!where && source === block) where = {line, column};
        return `${source.file}:${line}:${column}`;
      },
    );
    const report = readableError(stderr);
    const reason = outcome.timedOut
      ? `did not finish within ${RUN_TIMEOUT_MS / 1000} s`
      : report.title;
    return {
      file: block.file,
      line: where?.line ?? block.line,
      column: where?.column ?? 1,
      code: 'run',
      message: inStep(step, report.details ? `${reason}\n${indent(report.details)}` : reason),
    };
  } finally {
    fs.rmSync(runDir, {recursive: true, force: true});
  }
}

/** Points relative imports at the transpiled `.mjs` files: Node's ESM needs full paths. */
function rewriteSpecifiers(
  from: string,
  sources: Map<string, VirtualFile>,
  layout: Map<string, string>,
): ts.TransformerFactory<ts.SourceFile> {
  const resolve = (specifier: string): string | undefined => {
    if (!specifier.startsWith('.')) return undefined;
    const base = path.resolve(path.dirname(from), specifier);
    const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext);
    const found = candidates.find((c) => sources.has(c));
    if (!found) return undefined;
    const relative = toPosix(
      path.relative(path.dirname(layout.get(from)!), toOutputPath(layout.get(found)!)),
    );
    return relative.startsWith('.') ? relative : `./${relative}`;
  };
  return (context) => (sourceFile) => {
    const {factory} = context;
    const visit = (node: ts.Node): ts.Node => {
      const specifier =
        (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
        node.moduleSpecifier &&
        ts.isStringLiteral(node.moduleSpecifier)
          ? resolve(node.moduleSpecifier.text)
          : undefined;
      if (specifier !== undefined && ts.isImportDeclaration(node)) {
        return factory.updateImportDeclaration(
          node,
          node.modifiers,
          node.importClause,
          factory.createStringLiteral(specifier),
          node.attributes,
        );
      }
      if (specifier !== undefined && ts.isExportDeclaration(node)) {
        return factory.updateExportDeclaration(
          node,
          node.modifiers,
          node.isTypeOnly,
          node.exportClause,
          factory.createStringLiteral(specifier),
          node.attributes,
        );
      }
      return ts.visitEachChild(node, visit, context);
    };
    return ts.visitEachChild(sourceFile, visit, context);
  };
}

function toOutputPath(sourcePath: string): string {
  return sourcePath.replace(/\.[cm]?tsx?$/, '.mjs');
}

type NodeOutcome = {code: number | null; stderr: string; timedOut: boolean};

function runNode(entry: string, cwd: string): Promise<NodeOutcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--enable-source-maps', entry], {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
      timeout: RUN_TIMEOUT_MS,
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('close', (code, signal) => resolve({code, stderr, timedOut: signal === 'SIGTERM'}));
  });
}

/** Node's report of an uncaught error, without the source excerpt, Node's own frames and version line. */
function readableError(stderr: string): {title: string; details: string} {
  const lines = stderr.split('\n');
  const start = lines.findIndex((l) =>
    /^(?:[A-Z]\w*)?(?:Error|Exception)\b.*:|^Uncaught\b/.test(l),
  );
  if (start === -1) return {title: 'the block exited with an error', details: stderr.trim()};
  const rest = lines
    .slice(start + 1)
    .filter((l) => !/\(node:internal\/|^\s*at node:internal\/|^Node\.js v\d/.test(l))
    .join('\n')
    .trim();
  return {title: lines[start]!.trim(), details: rest};
}

function indent(text: string): string {
  return text.replace(/^/gm, '    ');
}

function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/** The summary printed after the problems: counts, the opted-out blocks and the time taken. */
export function formatSummary(result: CheckResult, run?: RunResult): string {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const lines = [
    `Checked ${result.checked} blocks in ${result.files} files in ${seconds(result.durationMs)}.`,
    `Opted out (skip-check): ${result.skipped.length}`,
    ...result.skipped.map((s) => `  ${s.file}:${s.line} ${s.reason}`),
    `Step-wise pages, checked after each section with code: ${result.stepWise.length}`,
    ...result.stepWise.map((p) => `  ${p.file}: ${p.sections} sections`),
  ];
  if (run) {
    lines.push(`Ran ${run.ran} run blocks in ${seconds(run.durationMs)}.`);
  }
  const errors = result.problems.length + (run?.problems.length ?? 0);
  lines.push(errors === 0 ? 'No errors.' : `${errors} error${errors === 1 ? '' : 's'}.`);
  return lines.join('\n');
}

/** The CLI: checks (and with `--run`, runs) the blocks, prints problems and summary, returns the exit code. */
export async function cli(argv: readonly string[]): Promise<number> {
  const runBlocks = argv.includes('--run');
  const paths = argv.filter((a) => a !== '--run');
  const targets = paths.length > 0 ? paths : [path.join(ROOT_DIR, 'docs')];
  const options: CheckOptions = {paths: targets.map((p) => path.resolve(p)), typescript7: true};
  const result = checkCodeBlocks(options);
  const run = runBlocks ? await runExecutableBlocks(options) : undefined;
  for (const problem of [...result.problems, ...(run?.problems ?? [])])
    console.error(formatProblem(problem));
  console.log(formatSummary(result, run));
  return result.problems.length + (run?.problems.length ?? 0) > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  cli(process.argv.slice(2)).then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
