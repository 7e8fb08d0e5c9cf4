/**
 * Checks that every public export of the pinned Redux Toolkit entry points is documented.
 *
 * The exports come from the packages' own type declarations (runtime values and type-only
 * exports alike), resolved the way a bundler resolves `import ... from '@reduxjs/toolkit/query'`.
 * An export counts as documented when its name appears in the prose of some page under `docs/`:
 * in a paragraph, a heading, a table or inline code, not only inside a fenced code block, since
 * a name that only shows up in an example explains nothing.
 *
 * Exports that are true internals (present in the declarations, not meant for readers) are listed
 * in `INTERNAL_EXPORTS` with the reason. An entry that is documented after all, or no longer
 * exported, is stale and fails the check too, so the list cannot rot.
 *
 * CLI: `jiti scripts/check-api-coverage.ts [--docs <dir>] [--quiet]`. Prints every export, grouped
 * by entry point, then the undocumented ones with their kind, and exits with 1 when any is left.
 * When the pin moves, the names a new version adds are the ones CI prints as undocumented.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {isMdxEsm, markdownLines} from '../src/plugins/llms-txt/markdown';
import {findMarkdownFiles, ROOT_DIR} from './check-code-blocks';
import {runIfMain} from './run-main';

export {ROOT_DIR};

/** The package's public entry points, in the order a reader meets them. */
export const ENTRY_POINTS = [
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/react',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
] as const;

export type EntryPoint = (typeof ENTRY_POINTS)[number];

/**
 * Exports that are not for readers, each with the reason (`name: 'why'`). Empty at 2.14: even the
 * odd ones (`_NEVER`, `TSHelpersId`) are things a reader can meet in a type error, so they have
 * an entry in the docs.
 */
export const INTERNAL_EXPORTS: Readonly<Record<string, string>> = {};

export type ApiExport = {
  readonly name: string;
  /** `value` when it exists at runtime (function, class, const, enum); `type` when type-only. */
  readonly kind: 'value' | 'type';
  /** The entry points that export it, in `ENTRY_POINTS` order. */
  readonly entryPoints: readonly EntryPoint[];
};

/** Reads the exports of every entry point from the installed declaration files. */
export function listExports(rootDir = ROOT_DIR): ApiExport[] {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const fromFile = path.join(rootDir, 'index.ts');
  const declarationFiles = ENTRY_POINTS.map((entry) => {
    const resolved = ts.resolveModuleName(entry, fromFile, options, host).resolvedModule;
    if (!resolved?.resolvedFileName.match(/\.d\.[mc]?ts$/)) {
      throw new Error(`cannot resolve the type declarations of ${entry} from ${rootDir}`);
    }
    return resolved.resolvedFileName;
  });
  const program = ts.createProgram(declarationFiles, options, host);
  const checker = program.getTypeChecker();

  const byName = new Map<string, {kind: ApiExport['kind']; entryPoints: EntryPoint[]}>();
  ENTRY_POINTS.forEach((entry, index) => {
    const sourceFile = program.getSourceFile(declarationFiles[index]!);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) throw new Error(`no module symbol for ${entry}`);
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const target =
        symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      // `export {type X}` of a class is a type-only export even though the class has a value.
      const typeOnly =
        symbol.declarations?.some((d) => ts.isExportSpecifier(d) && d.isTypeOnly) ?? false;
      const kind = !typeOnly && target.flags & ts.SymbolFlags.Value ? 'value' : 'type';
      const name = symbol.getName();
      const known = byName.get(name);
      if (known) known.entryPoints.push(entry);
      else byName.set(name, {kind, entryPoints: [entry]});
    }
  });
  return [...byName]
    .map(([name, {kind, entryPoints}]) => ({name, kind, entryPoints}))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

/**
 * The Markdown with front matter, fenced code blocks and MDX `import`/`export` lines removed:
 * what is left is what the page says in words (inline code included).
 */
export function proseOf(markdown: string): string {
  return markdownLines(markdown)
    .filter(({text, kind}) => kind === 'prose' && !isMdxEsm(text))
    .map(({text}) => text)
    .join('\n');
}

/** The identifiers the docs' prose mentions. */
export function documentedNames(docsDir: string): Set<string> {
  const names = new Set<string>();
  for (const file of findMarkdownFiles([docsDir])) {
    for (const match of proseOf(fs.readFileSync(file, 'utf8')).matchAll(/[A-Za-z_$][\w$]*/g)) {
      names.add(match[0]);
    }
  }
  return names;
}

export type CoverageReport = {
  readonly exports: readonly ApiExport[];
  /** The allow-list the report was made with. */
  readonly internal: Readonly<Record<string, string>>;
  readonly undocumented: readonly ApiExport[];
  /** Allow-listed names that are documented after all or no longer exported. */
  readonly staleInternal: readonly string[];
};

export function checkCoverage(
  docsDir: string,
  rootDir = ROOT_DIR,
  internal: Readonly<Record<string, string>> = INTERNAL_EXPORTS,
): CoverageReport {
  const exports = listExports(rootDir);
  const documented = documentedNames(docsDir);
  const exported = new Set(exports.map((e) => e.name));
  return {
    exports,
    internal,
    undocumented: exports.filter(
      (e) => !documented.has(e.name) && !Object.hasOwn(internal, e.name),
    ),
    staleInternal: Object.keys(internal).filter((n) => !exported.has(n) || documented.has(n)),
  };
}

/** Wraps names into lines of at most `width` characters, indented by two spaces. */
function wrap(names: readonly string[], width = 100): string[] {
  const lines: string[] = [];
  let line = '';
  for (const name of names) {
    if (line && line.length + name.length + 1 > width) {
      lines.push(`  ${line}`);
      line = '';
    }
    line = line ? `${line} ${name}` : name;
  }
  if (line) lines.push(`  ${line}`);
  return lines;
}

/** The report as printed: each entry point's own exports (values, then types), then problems. */
export function formatReport(report: CoverageReport, quiet = false): string {
  const out: string[] = [];
  const undocumented = new Set(report.undocumented.map((e) => e.name));
  for (const entry of ENTRY_POINTS) {
    const all = report.exports.filter((e) => e.entryPoints.includes(entry));
    const inherited = ENTRY_POINTS.slice(0, ENTRY_POINTS.indexOf(entry)).find((earlier) =>
      report.exports.some((e) => e.entryPoints.includes(earlier) && e.entryPoints.includes(entry)),
    );
    const own = all.filter((e) => !inherited || !e.entryPoints.includes(inherited));
    const values = own.filter((e) => e.kind === 'value').map((e) => e.name);
    const types = own.filter((e) => e.kind === 'type').map((e) => e.name);
    const missing = all.filter((e) => undocumented.has(e.name)).length;
    out.push(
      `${entry}: ${all.length} exports (${all.filter((e) => e.kind === 'value').length} values, ` +
        `${all.filter((e) => e.kind === 'type').length} types), ${missing} undocumented` +
        (inherited ? `; ${all.length - own.length} re-exported from ${inherited}` : ''),
    );
    if (quiet) continue;
    if (values.length) out.push(` values:`, ...wrap(values));
    if (types.length) out.push(` types:`, ...wrap(types));
  }
  const internal = report.exports.filter((e) => Object.hasOwn(report.internal, e.name));
  if (internal.length) {
    out.push(`Internal, not documented on purpose (scripts/check-api-coverage.ts):`);
    for (const e of internal) out.push(`  ${e.name}: ${report.internal[e.name]}`);
  }
  for (const name of report.staleInternal) {
    out.push(`STALE allow-list entry ${name}: documented or no longer exported; remove it`);
  }
  if (report.undocumented.length) {
    out.push(`UNDOCUMENTED (${report.undocumented.length}): mention each in a page's prose`);
    for (const e of report.undocumented) {
      out.push(`  ${e.name} (${e.kind}; ${e.entryPoints.join(', ')})`);
    }
  } else if (!report.staleInternal.length) {
    out.push(`Every public export is documented.`);
  }
  return out.join('\n');
}

async function cli(argv: readonly string[]): Promise<number> {
  const docsIndex = argv.indexOf('--docs');
  const docsDir = path.resolve(docsIndex >= 0 ? argv[docsIndex + 1]! : path.join(ROOT_DIR, 'docs'));
  const report = checkCoverage(docsDir);
  console.log(formatReport(report, argv.includes('--quiet')));
  return report.undocumented.length || report.staleInternal.length ? 1 : 0;
}

runIfMain(import.meta.url, cli);
