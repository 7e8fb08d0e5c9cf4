// The live examples' data: for every page with `run` blocks, the files each one runs with, laid
// out and compiled by the code-block model (src/code-blocks) as the checker runs them under Node. (The JavaScript tab's own code comes from the page: the panel runs the
// JavaScript the reader sees, see src/components/LiveExample.)
import path from 'node:path';
import {init as initLexer, parse as parseImports} from 'es-module-lexer';
import ts from 'typescript';
import fs from 'node:fs';
import {
  exampleHash,
  isLiveExample,
  pageKey,
  readBlocks,
  type CodeBlock,
} from '../../code-blocks/blocks';
import {runCompilerOptions} from '../../code-blocks/compilerOptions';
import {layOutProject} from '../../code-blocks/layout';
import {addLoopGuards} from '../../live-examples/guard';
import {groupOf, withDependencies, type PackageGroup} from '../../live-examples/runtime/packages';
import {resolveLocal} from '../../live-examples/runtime/specifiers';

/** One compiled version of a file: the code the sandbox runs and its map to what the reader sees. */
export type Compiled = {readonly code: string; readonly map: string};

export type LiveFile = {
  readonly lang: 'ts' | 'tsx';
  /** The TypeScript, as the page shows it. */
  readonly ts: string;
  /** What the sandbox runs, compiled as the checker compiles it. */
  readonly run: Compiled;
};

export type LiveExample = {
  /** The `run` block's own file. */
  readonly entry: string;
  /** The entry and every project file it imports, directly or not, entry first. */
  readonly files: readonly string[];
  /** The package groups its modules import, dependencies first. */
  readonly groups: readonly PackageGroup[];
};

export type LivePage = {
  /** The page's Markdown file, relative to the docs folder, without extension. */
  readonly key: string;
  readonly files: Readonly<Record<string, LiveFile>>;
  /** By example id (see `exampleHash`). */
  readonly examples: Readonly<Record<string, LiveExample>>;
};

export type NotInBrowser = {readonly file: string; readonly line: number; readonly reason: string};

// The checker compiles each file to run with `ts.transpileModule` (src/code-blocks/compilerOptions.ts).
// transpileModule makes a one-file program with these options; one program holding every file
// gives the same output per file (nothing is resolved, so no file sees another) and builds one
// type checker instead of ~650, which took most of the build step's time.
const COMPILE_OPTIONS: ts.CompilerOptions = runCompilerOptions({
  sourceMap: true,
  isolatedModules: true,
  noResolve: true,
  noLib: true,
  allowNonTsExtensions: true,
  suppressOutputPathCheck: true,
  noEmitOnError: false,
  // As transpileModule: emit only, no type checking (the checker has done that).
  noCheck: true,
  types: [],
});

/** Compiles files (by unique absolute-looking name) as transpileModule would, each with its map. */
export function compileAll(sources: ReadonlyMap<string, string>): Map<string, Compiled> {
  const files = new Map<string, ts.SourceFile>();
  for (const [name, text] of sources) {
    files.set(name, ts.createSourceFile(name, text, ts.ScriptTarget.ES2022, false));
  }
  const outputs = new Map<string, string>();
  const host: ts.CompilerHost = {
    getSourceFile: (name) => files.get(name),
    getDefaultLibFileName: () => 'lib.d.ts',
    writeFile: (name, text) => outputs.set(name, text),
    getCurrentDirectory: () => '/',
    getCanonicalFileName: (name) => name,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => '\n',
    fileExists: (name) => files.has(name),
    readFile: () => undefined,
  };
  const program = ts.createProgram([...sources.keys()], COMPILE_OPTIONS, host);
  program.emit();
  const result = new Map<string, Compiled>();
  for (const name of sources.keys()) {
    const js = name.replace(/\.[cm]?tsx?$/, '.js');
    result.set(name, {
      code: (outputs.get(js) ?? '').replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n'),
      map: outputs.get(`${js}.map`) ?? '',
    });
  }
  return result;
}

/** A checked block of a page, at its path in the page's project (src/code-blocks/layout.ts). */
export type ProjectFile = {
  /** `src/app/store.ts` for a block titled so; `__block-L12.ts` for an untitled one. */
  readonly path: string;
  readonly block: CodeBlock;
};

/**
 * The page's project as the checker lays it out: every ts/tsx block but the skip-check ones. A
 * block the layout cannot place (a title outside the project, or taken twice) is the checker's
 * error to report; it is left out here. A step-wise page has one project per step, at
 * `step-<n>/<path>`, so a run block runs with the files the reader has at its step.
 */
export function projectFiles(source: string): ProjectFile[] {
  const checked = readBlocks(source).filter((block) => block.skipReason === undefined);
  return layOutProject(source, checked).files;
}

/** Every .md/.mdx file under `dir`, sorted. */
function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f))
    .map((f) => path.join(dir, f))
    .sort();
}

/** Reads the docs and builds every page's live-example data. */
export async function buildLivePages(
  docsDir: string,
  rootDir: string,
): Promise<{pages: LivePage[]; notInBrowser: NotInBrowser[]}> {
  await initLexer();
  const read = markdownFiles(docsDir).map((file) => ({
    file,
    projectFiles: projectFiles(fs.readFileSync(file, 'utf8')),
  }));
  // Only run blocks and titled blocks can run: an untitled block is nobody's import.
  const sources = new Map<string, string>();
  read.forEach(({projectFiles: files}, index) => {
    for (const f of files) {
      if (f.block.run || f.block.title !== undefined)
        sources.set(`/${index}/${f.path}`, f.block.code);
    }
  });
  const compiled = compileAll(sources);
  const pages: LivePage[] = [];
  const notInBrowser: NotInBrowser[] = [];
  read.forEach(({file, projectFiles: files}, index) => {
    const relativeFile = path.relative(rootDir, file).split(path.sep).join('/');
    const live = buildPage(pageKey(docsDir, file), relativeFile, files, notInBrowser, (p) =>
      compiled.get(`/${index}/${p}`),
    );
    if (live) pages.push(live);
  });
  return {pages, notInBrowser};
}

function buildPage(
  key: string,
  markdownFile: string,
  projectFiles: readonly ProjectFile[],
  notInBrowser: NotInBrowser[],
  compiledTs: (path: string) => Compiled | undefined,
): LivePage | undefined {
  const sources = new Map(projectFiles.map((f) => [f.path, f]));
  // What the build compiled: titled blocks and run blocks (see buildLivePages).
  const has = (p: string) => sources.has(p) && compiledTs(p) !== undefined;
  const examples: Record<string, LiveExample> = {};
  for (const {path: entry, block} of projectFiles) {
    if (!block.run) continue;
    if (!isLiveExample(block)) {
      notInBrowser.push({file: markdownFile, line: block.line, reason: block.noBrowserReason!});
      continue;
    }
    const hash = exampleHash(block.code);
    // A later step's copy of a titled run block: the block runs with its own step's files.
    if (examples[hash]) continue;
    const files: string[] = [];
    const groups = new Set<PackageGroup>();
    const visit = (p: string) => {
      if (files.includes(p)) return;
      files.push(p);
      const [imports] = parseImports(compiledTs(p)!.code);
      for (const item of imports) {
        if (typeof item.specifier !== 'string') continue;
        const local = resolveLocal(p, item.specifier, has);
        if (local !== undefined) visit(local);
        const group = groupOf(item.specifier);
        if (group) groups.add(group);
      }
    };
    visit(entry);
    examples[hash] = {entry, files, groups: withDependencies(groups)};
  }
  if (Object.keys(examples).length === 0) return undefined;

  const used = new Set(Object.values(examples).flatMap((e) => e.files));
  const files: Record<string, LiveFile> = {};
  for (const p of [...used].sort()) {
    const {code, lang} = sources.get(p)!.block;
    files[p] = {lang, ts: code, run: addLoopGuards(compiledTs(p)!, p)};
  }
  return {key, files, examples};
}
