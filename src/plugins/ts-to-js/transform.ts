import * as prettier from 'prettier';
import ts from 'typescript';
import {DISPLAY_COMPILER_OPTIONS} from '../../code-blocks/compilerOptions';
import {emitFlagsOf} from '../../internals/typescript';
import {alignTypeQueries} from '../../code-blocks/typeQueries';

/**
 * How the docs' code blocks are written: no semicolons, single quotes, 2 spaces, 80 columns and
 * Prettier's default trailing commas. The generated JavaScript tab matches its TypeScript twin.
 */
export const DOCS_PRETTIER_OPTIONS = {
  parser: 'babel',
  semi: false,
  singleQuote: true,
  tabWidth: 2,
  printWidth: 80,
  trailingComma: 'all',
} satisfies prettier.Options;

// transpileModule drops blank lines. A comment survives the transpile, so each kept node that had a
// blank line before it gets this marker, which becomes a blank line again before Prettier runs.
const BLANK_MARKER = '__BLANK__';
const BLANK_MARKER_LINE = new RegExp(`^[ \\t]*/\\*${BLANK_MARKER}\\*/[ \\t]*$`, 'gm');
const BLANK_MARKER_INLINE = new RegExp(`/\\*${BLANK_MARKER}\\*/[ \\t]?`, 'g');

export type TsToJsOptions = {
  /** Whether the code contains JSX (a ```tsx block); the JSX is kept as JSX. */
  readonly tsx: boolean;
};

/**
 * Turns a TypeScript code block into the readable JavaScript shown in the docs' JavaScript tab
 * (async because Prettier 3 is). Like a Markdown code node's value, the result has no final newline.
 */
export async function tsToJs(code: string, options: TsToJsOptions): Promise<string> {
  const transpiled = transpile(code, options);
  const withBlankLines = transpiled.replace(BLANK_MARKER_LINE, '').replace(BLANK_MARKER_INLINE, '');
  const formatted = await prettier.format(
    dropOrphanHighlights(withBlankLines),
    DOCS_PRETTIER_OPTIONS,
  );
  return alignTypeQueries(code, formatted.trimEnd());
}

/** Erases the types with transpileModule, keeping comments and value imports; blank lines come out as marker lines. */
export function transpile(code: string, {tsx}: TsToJsOptions): string {
  const result = ts.transpileModule(code, {
    fileName: tsx ? 'block.tsx' : 'block.ts',
    compilerOptions: DISPLAY_COMPILER_OPTIONS,
    reportDiagnostics: false,
    transformers: {after: [markBlankLines]},
  });
  // TypeScript 6 is `alwaysStrict` by default (turning that off is deprecated) and prefixes a
  // block that is not a module, one without import or export, with a directive it never had.
  const added = /^"use strict";\r?\n/;
  return added.test(result.outputText) && !/^\s*['"]use strict['"]/.test(code)
    ? result.outputText.replace(added, '')
    : result.outputText;
}

/**
 * Runs after the types are erased, so it sees which statements, members and properties survived.
 * A survivor gets a blank-line marker where the source had a blank line between it and the
 * previous survivor, erased declarations included: an `interface` between two blank lines must
 * leave one blank line, not none.
 */
const markBlankLines: ts.TransformerFactory<ts.SourceFile> = (context) => (sourceFile) => {
  const original = ts.getOriginalNode(sourceFile, ts.isSourceFile);
  const mark = (nodes: ts.NodeArray<ts.Node>): void => {
    let previous: ts.Node | undefined;
    for (const node of nodes) {
      // Erased declarations stay in the tree as NotEmittedStatement: they are not survivors.
      if (node.kind === ts.SyntaxKind.NotEmittedStatement) continue;
      const source = ts.getOriginalNode(node);
      // A synthesized statement (`this.x = x` of a parameter property) is in no source list.
      if (source.pos < 0 || !source.parent || !listOf(source.parent)?.includes(source)) continue;
      markBlankLinesBefore(node, source, previous, original);
      previous = source;
    }
  };
  const visit = (node: ts.Node): ts.Node => {
    const siblings = listOf(node);
    if (siblings) mark(siblings);
    return ts.visitEachChild(node, visit, context);
  };
  const visited = ts.visitEachChild(sourceFile, visit, context);
  mark(visited.statements);
  return dropSyntheticEmptyExport(visited, context);
};

/** The node lists whose blank lines Prettier keeps: statements, class members, properties, cases. */
function listOf(node: ts.Node): ts.NodeArray<ts.Node> | undefined {
  if (
    ts.isSourceFile(node) ||
    ts.isBlock(node) ||
    ts.isModuleBlock(node) ||
    ts.isCaseOrDefaultClause(node)
  ) {
    return node.statements;
  }
  if (ts.isClassLike(node)) return node.members;
  if (ts.isObjectLiteralExpression(node)) return node.properties;
  if (ts.isCaseBlock(node)) return node.clauses;
  return undefined;
}

/**
 * Re-emits the node's leading comments as synthetic ones with the markers where the blank lines
 * were: TypeScript would print a synthetic comment after the source comments, which would move a
 * blank line from above a comment to below it.
 */
function markBlankLinesBefore(
  node: ts.Node,
  source: ts.Node,
  previous: ts.Node | undefined,
  sourceFile: ts.SourceFile,
): void {
  const text = sourceFile.text;
  const siblings: readonly ts.Node[] = listOf(source.parent) ?? [];
  const from = previous ? siblings.indexOf(previous) : -1;
  const to = siblings.indexOf(source);
  if (to === -1 || (previous && (from === -1 || to <= from))) return;
  const isBlank = (start: number, end: number) => /\n[ \t]*\r?\n/.test(text.slice(start, end));
  // Blank lines around erased siblings: their gaps hold only trivia and their own text is gone.
  let pending = false;
  for (let i = from; previous && i < to - 1; i += 1) {
    pending ||= isBlank(siblings[i]!.end, siblings[i + 1]!.getStart(sourceFile));
  }
  const comments = ts.getLeadingCommentRanges(text, source.pos) ?? [];
  if (to === 0) {
    // TypeScript prints the comments at the top of a file or body itself ("detached comments"),
    // whatever the emit flags say; only the blank line before the node can be added, after them.
    const last = comments.at(-1);
    if (last && isBlank(last.end, source.getStart(sourceFile))) {
      ts.addSyntheticLeadingComment(node, ts.SyntaxKind.MultiLineCommentTrivia, BLANK_MARKER, true);
    }
    return;
  }
  const items: {marker: boolean; comment?: ts.CommentRange}[] = [];
  let cursor = source.pos;
  for (const comment of comments) {
    // Nothing goes above the first survivor's first comment: the list starts there.
    const started = previous !== undefined || items.length > 0;
    if (started && (pending || isBlank(cursor, comment.pos))) items.push({marker: true});
    pending = false;
    items.push({marker: false, comment});
    cursor = comment.end;
  }
  const started = previous !== undefined || items.length > 0;
  if (started && (pending || isBlank(cursor, source.getStart(sourceFile))))
    items.push({marker: true});
  if (!items.some((item) => item.marker)) return;
  ts.setEmitFlags(node, emitFlagsOf(node) | ts.EmitFlags.NoLeadingComments);
  for (const {comment} of items) {
    if (!comment) {
      ts.addSyntheticLeadingComment(node, ts.SyntaxKind.MultiLineCommentTrivia, BLANK_MARKER, true);
      continue;
    }
    const isLine = comment.kind === ts.SyntaxKind.SingleLineCommentTrivia;
    const body = text.slice(comment.pos + 2, comment.end - (isLine ? 0 : 2));
    const followedByNewLine = comment.hasTrailingNewLine ?? isLine;
    ts.addSyntheticLeadingComment(node, comment.kind, body, followedByNewLine);
  }
}

/**
 * TypeScript adds `export {}` to a module whose exports were all types, to keep it a module. A
 * reader of the JavaScript tab has no use for it.
 */
function dropSyntheticEmptyExport(
  sourceFile: ts.SourceFile,
  context: ts.TransformationContext,
): ts.SourceFile {
  const statements = sourceFile.statements.filter(
    (s) =>
      !(
        ts.isExportDeclaration(s) &&
        s.pos < 0 &&
        !s.moduleSpecifier &&
        s.exportClause &&
        ts.isNamedExports(s.exportClause) &&
        s.exportClause.elements.length === 0
      ),
  );
  if (statements.length === sourceFile.statements.length) return sourceFile;
  return context.factory.updateSourceFile(sourceFile, statements);
}

/**
 * Erasing types can take away one end of a `// highlight-start` / `// highlight-end` pair, or the
 * line a `// highlight-next-line` pointed at. Docusaurus would then highlight the wrong lines, so
 * the orphans go.
 */
export function dropOrphanHighlights(code: string): string {
  const lines = code.split('\n');
  const magic = (line: string | undefined) =>
    line?.trim().match(/^(?:\/\/|\{?\/\*)\s*highlight-(start|end|next-line)\s*(?:\*\/\}?)?$/)?.[1];
  const drop = new Set<number>();
  const open: number[] = [];
  lines.forEach((line, i) => {
    const kind = magic(line);
    if (kind === 'start') open.push(i);
    if (kind === 'end') {
      const start = open.pop();
      if (start === undefined) drop.add(i);
      // A range whose every line was erased would highlight nothing.
      else if (lines.slice(start + 1, i).every((l) => l.trim() === '' || magic(l)))
        drop.add(start).add(i);
    }
    if (kind === 'next-line') {
      const next = lines.slice(i + 1).find((l) => l.trim() !== '');
      if (next === undefined || magic(next)) drop.add(i);
    }
  });
  for (const start of open) drop.add(start);
  return lines.filter((_, i) => !drop.has(i)).join('\n');
}
