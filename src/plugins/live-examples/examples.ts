// The live examples' data: for every page with `run` blocks, the files each one runs with, as the
// code-block checker lays them out (scripts/check-code-blocks.ts), compiled exactly as the checker
// compiles them for Node. (The JavaScript tab's own code comes from the page: the panel runs the
// JavaScript the reader sees, see src/components/LiveExample.)
import path from 'node:path';
import {init as initLexer, parse as parseImports} from 'es-module-lexer';
import ts from 'typescript';
import {collectPages, type Page} from '../../../scripts/check-code-blocks';
import {parseMeta} from '../ts-to-js/meta';
import {exampleHash, pageKey} from './ids';
import {groupOf, withDependencies, type PackageGroup} from './runtime/packages';
import {resolveLocal} from './runtime/specifiers';

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

/** Compiles like the checker's Node run (ES2022, ESNext modules, the React JSX runtime), with a map. */
function compile(code: string, fileName: string): Compiled {
  const result = ts.transpileModule(code, {
    fileName,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.ReactJSX,
      sourceMap: true,
    },
  });
  return {
    code: result.outputText.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n'),
    map: result.sourceMapText ?? '',
  };
}

/** Reads the docs and builds every page's live-example data. */
export async function buildLivePages(
  docsDir: string,
  rootDir: string,
): Promise<{pages: LivePage[]; notInBrowser: NotInBrowser[]}> {
  await initLexer;
  const pages: LivePage[] = [];
  const notInBrowser: NotInBrowser[] = [];
  for (const page of collectPages({paths: [docsDir], rootDir})) {
    const live = buildPage(page, docsDir, rootDir, notInBrowser);
    if (live) pages.push(live);
  }
  return {pages, notInBrowser};
}

function buildPage(
  page: Page,
  docsDir: string,
  rootDir: string,
  notInBrowser: NotInBrowser[],
): LivePage | undefined {
  const relative = (p: string) => path.relative(page.root, p).split(path.sep).join('/');
  const sources = new Map<string, {text: string; lang: 'ts' | 'tsx'}>();
  for (const [virtualPath, file] of page.files) {
    if (file.block) sources.set(relative(virtualPath), {text: file.text, lang: file.block.lang});
  }
  const compiled = new Map<string, Compiled>();
  const compiledTs = (p: string) => {
    if (!compiled.has(p)) compiled.set(p, compile(sources.get(p)!.text, p));
    return compiled.get(p)!;
  };
  const has = (p: string) => sources.has(p);

  const examples: Record<string, LiveExample> = {};
  for (const [virtualPath, file] of page.files) {
    const block = file.block;
    if (!block?.run) continue;
    const reason = parseMeta(block.meta).noBrowserReason;
    if (reason !== undefined) {
      notInBrowser.push({file: block.file, line: block.line, reason});
      continue;
    }
    const entry = relative(virtualPath);
    const files: string[] = [];
    const groups = new Set<PackageGroup>();
    const visit = (p: string) => {
      if (files.includes(p)) return;
      files.push(p);
      const [imports] = parseImports(compiledTs(p).code);
      for (const item of imports) {
        if (typeof item.specifier !== 'string') continue;
        const local = resolveLocal(p, item.specifier, has);
        if (local !== undefined) visit(local);
        const group = groupOf(item.specifier);
        if (group) groups.add(group);
      }
    };
    visit(entry);
    examples[exampleHash(block.code)] = {entry, files, groups: withDependencies(groups)};
  }
  if (Object.keys(examples).length === 0) return undefined;

  const used = new Set(Object.values(examples).flatMap((e) => e.files));
  const files: Record<string, LiveFile> = {};
  for (const p of [...used].sort()) {
    const {text, lang} = sources.get(p)!;
    files[p] = {lang, ts: text, run: compiledTs(p)};
  }
  void rootDir;
  return {key: pageKey(docsDir, path.join(rootDir, page.file)), files, examples};
}
