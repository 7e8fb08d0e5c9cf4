// Type queries: a comment line under a line of code whose caret points at a name and states its
// type, in the style of twoslash's `^?`:
//
//   const add = createAction<number>('counter/add')
//   //    ^? ActionCreatorWithPayload<number, string>
//
// The code-block checker (scripts/check-code-blocks.ts) asks the TypeScript checker for the type
// at the caret and fails when the stated type differs, so the page shows the compiler's type. The
// JavaScript tab keeps each query whose name survives type erasure, its caret moved to that name.

/** A query line: indentation, `//`, the spaces before the caret, then the stated type. */
const QUERY_LINE = /^([ \t]*)\/\/([ \t]*)\^\?(.*)$/;

export type TypeQuery = {
  /** 0-based line of the query comment in the block. */
  readonly line: number;
  /** 0-based column of the caret: the character of the target line it points at. */
  readonly column: number;
  /** The type the author states, trimmed; empty when none is written. */
  readonly stated: string;
  /** 0-based line the caret points into: the nearest line above that is not a query. */
  readonly target: number | undefined;
};

/** Finds the type queries of a block, in order. */
export function findTypeQueries(code: string): TypeQuery[] {
  const lines = code.split('\n');
  const queries: TypeQuery[] = [];
  let target: number | undefined;
  lines.forEach((text, line) => {
    const match = QUERY_LINE.exec(text);
    if (!match) {
      target = line;
      return;
    }
    const column = match[1]!.length + 2 + match[2]!.length;
    queries.push({line, column, stated: match[3]!.trim(), target});
  });
  return queries;
}

/**
 * Compares type texts as the reader sees them: runs of white space count as one space, and a
 * string literal type may be quoted the docs' way (`'todos/added'`) where the compiler prints `"`.
 */
export function sameTypeText(a: string, b: string): boolean {
  const fold = (s: string) => s.replace(/\s+/g, ' ').replace(/'/g, '"').trim();
  return fold(a) === fold(b);
}

/**
 * The members of a union type's text, split at its top-level `|` (none inside brackets, braces,
 * parentheses, angle brackets or quotes), each with its white space folded.
 */
export function unionMembers(text: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let quote: string | undefined;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quote) {
      if (c === '\\') i += 1;
      else if (c === quote) quote = undefined;
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if ('([{<'.includes(c)) depth += 1;
    else if (')]}>'.includes(c) && !(c === '>' && text[i - 1] === '=')) depth -= 1;
    else if (c === '|' && depth === 0) {
      members.push(text.slice(start, i));
      start = i + 1;
    }
  }
  members.push(text.slice(start));
  return members.map((m) => m.replace(/\s+/g, ' ').replace(/'/g, '"').trim()).filter(Boolean);
}

const NAME = /[\w$]+/g;

/** The name the caret points at and how many times it occurs before it on that line. */
function nameAt(line: string, column: number): {name: string; occurrence: number} | undefined {
  const names = [...line.matchAll(NAME)];
  const hit = names.find((m) => m.index <= column && column < m.index + m[0].length);
  if (!hit) return undefined;
  const occurrence = names.filter((m) => m[0] === hit[0] && m.index < hit.index).length;
  return {name: hit[0], occurrence};
}

/** Where the given occurrence of a whole name starts on a line, if it is there. */
function columnOf(line: string, name: string, occurrence: number): number | undefined {
  return [...line.matchAll(NAME)].filter((m) => m[0] === name)[occurrence]?.index;
}

/**
 * Carries the TypeScript block's queries into its JavaScript twin (where the transpiler kept them as
 * comments): each JavaScript query is matched in order to the TypeScript query with the same stated
 * type, and its caret is put under the same name on the JavaScript line above. A query whose name
 * is gone from that line (a type-only declaration) is dropped: it would point at something else.
 */
export function alignTypeQueries(tsCode: string, jsCode: string): string {
  const tsLines = tsCode.split('\n');
  const pending = findTypeQueries(tsCode);
  if (pending.length === 0) return jsCode;
  const jsLines = jsCode.split('\n');
  const jsQueries = findTypeQueries(jsCode);
  const drop = new Set<number>();
  for (const query of jsQueries) {
    const index = pending.findIndex((q) => sameTypeText(q.stated, query.stated));
    const source = index === -1 ? undefined : pending.splice(index, 1)[0];
    const pointed =
      source?.target === undefined ? undefined : nameAt(tsLines[source.target]!, source.column);
    const jsTarget = query.target === undefined ? undefined : jsLines[query.target];
    const column =
      pointed && jsTarget !== undefined
        ? columnOf(jsTarget, pointed.name, pointed.occurrence)
        : undefined;
    if (column === undefined || column < 2) {
      drop.add(query.line);
      continue;
    }
    const indent = Math.min(/^[ \t]*/.exec(jsLines[query.line]!)![0].length, column - 2);
    jsLines[query.line] =
      `${' '.repeat(indent)}//${' '.repeat(column - indent - 2)}^? ${query.stated}`.trimEnd();
  }
  return jsLines.filter((_, i) => !drop.has(i)).join('\n');
}
