import fs from 'node:fs';
import path from 'node:path';
import {Parser, type Comment} from 'acorn';
import jsx from 'acorn-jsx';
import * as prettier from 'prettier';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {extractCodeBlocks, findMarkdownFiles} from '../../scripts/check-code-blocks';
import {
  DOCS_PRETTIER_OPTIONS,
  dropOrphanHighlights,
  tsToJs,
} from '../../src/plugins/ts-to-js/transform';
import {alignTypeQueries, unionMembers} from '../../src/code-blocks/typeQueries';

// A plain JavaScript parser: any type annotation, `as`, `!` or generic left in the output is a
// syntax error here, so a passing parse proves the types are gone.
const JsParser = Parser.extend(jsx());

function parseJs(code: string): Comment[] {
  const comments: Comment[] = [];
  JsParser.parse(code, {ecmaVersion: 'latest', sourceType: 'module', onComment: comments});
  return comments;
}

/** Prettier's formatting, without blank lines: what "equal modulo formatting" compares. */
async function normalise(code: string): Promise<string> {
  const formatted = await prettier.format(code, DOCS_PRETTIER_OPTIONS);
  return formatted.replace(/\n\s*\n/g, '\n').trim();
}

function transpileModule(code: string, tsx: boolean): string {
  return ts.transpileModule(code, {
    fileName: tsx ? 'block.tsx' : 'block.ts',
    compilerOptions: {
      target: ts.ScriptTarget.ESNext,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
    },
  }).outputText;
}

const slice = `// highlight-next-line
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { RootState } from '../../app/store'

export interface CounterState {
  value: number
  status: 'idle' | 'loading'
}

// Starts at zero
const initialState: CounterState = { value: 0, status: 'idle' }

export const counterSlice = createSlice({
  name: 'counter',
  initialState,
  reducers: {
    incremented(state) {
      state.value += 1
    },

    // The payload is the amount to add
    added(state, action: PayloadAction<number>) {
      state.value += action.payload
    },
  },
})

export const selectValue = (state: RootState) => state.counter.value
export const { incremented, added } = counterSlice.actions
`;

const component = `import { useState, type ReactNode } from 'react'
import { useAppSelector } from '../../app/hooks'

type Props = { readonly label: string; readonly children?: ReactNode }

export function Counter({ label, children }: Props) {
  const value = useAppSelector((state) => state.counter.value)
  const [open, setOpen] = useState<boolean>(false)

  return (
    <section>
      {/* highlight-next-line */}
      <h2 onClick={() => setOpen(!open)}>{label}</h2>
      {open && <output>{value as number}</output>}
      {children}
    </section>
  )
}
`;

const samples = [
  {name: 'a slice (.ts)', code: slice, tsx: false},
  {name: 'a component (.tsx)', code: component, tsx: true},
];

describe('tsToJs', () => {
  it.each(samples)(
    'gives what transpileModule gives, modulo formatting, for $name',
    async ({code, tsx}) => {
      const js = await tsToJs(code, {tsx});
      expect(await normalise(js)).toBe(await normalise(transpileModule(code, tsx)));
    },
  );

  it.each(samples)('leaves no type syntax in $name', async ({code, tsx}) => {
    // The check bites: the TypeScript source itself does not parse as JavaScript.
    expect(() => parseJs(code)).toThrow(SyntaxError);
    const js = await tsToJs(code, {tsx});
    expect(() => parseJs(js), js).not.toThrow();
    expect(js).not.toMatch(/\binterface\b|\btype Props\b|PayloadAction|ReactNode|RootState/);
  });

  it('keeps value imports and comments, and drops type-only imports', async () => {
    const js = await tsToJs(slice, {tsx: false});
    expect(js).toContain("import { createSlice } from '@reduxjs/toolkit'");
    expect(js).not.toContain('../../app/store');
    expect(parseJs(js).map((c) => c.value.trim())).toEqual([
      'highlight-next-line',
      'Starts at zero',
      'The payload is the amount to add',
    ]);
    const tsxJs = await tsToJs(component, {tsx: true});
    expect(tsxJs).toContain("import { useState } from 'react'");
    expect(tsxJs).toContain('{/* highlight-next-line */}');
  });

  it('keeps the blank lines between statements and members, also where a type was erased', async () => {
    expect(await tsToJs(slice, {tsx: false})).toBe(`// highlight-next-line
import { createSlice } from '@reduxjs/toolkit'

// Starts at zero
const initialState = { value: 0, status: 'idle' }

export const counterSlice = createSlice({
  name: 'counter',
  initialState,
  reducers: {
    incremented(state) {
      state.value += 1
    },

    // The payload is the amount to add
    added(state, action) {
      state.value += action.payload
    },
  },
})

export const selectValue = (state) => state.counter.value
export const { incremented, added } = counterSlice.actions`);
  });

  it('formats like the docs: no semicolons, single quotes, 2 spaces, 80 columns', async () => {
    const js = await tsToJs(
      'const greeting: string = "hello";\nexport const long = [greeting, greeting, greeting, greeting, greeting, greeting, greeting];\n',
      {
        tsx: false,
      },
    );
    expect(js).toBe(`const greeting = 'hello'
export const long = [
  greeting,
  greeting,
  greeting,
  greeting,
  greeting,
  greeting,
  greeting,
]`);
  });

  it('keeps comments above the first statement and the blank line after them', async () => {
    const js = await tsToJs(
      '// A fake request\n\nexport function f(n: number) {\n  return n\n}\n',
      {tsx: false},
    );
    expect(js).toBe('// A fake request\n\nexport function f(n) {\n  return n\n}');
  });

  it('drops the `export {}` TypeScript adds to a module whose exports were all types', async () => {
    expect(
      await tsToJs("import type { A } from 'a'\nexport type B = A\nconsole.log(1)\n", {tsx: false}),
    ).toBe('console.log(1)');
  });
});

describe('dropOrphanHighlights', () => {
  it('drops a highlight-end whose start was erased with a type, and a range left empty', () => {
    expect(dropOrphanHighlights('a()\n// highlight-end')).toBe('a()');
    expect(dropOrphanHighlights('a()\n// highlight-start\n\n// highlight-end\nb()')).toBe(
      'a()\n\nb()',
    );
    expect(dropOrphanHighlights('// highlight-start\na()\n// highlight-end')).toBe(
      '// highlight-start\na()\n// highlight-end',
    );
  });

  it('drops a highlight-next-line with nothing left below it', () => {
    expect(dropOrphanHighlights('a()\n// highlight-next-line')).toBe('a()');
    expect(dropOrphanHighlights('// highlight-next-line\na()')).toBe('// highlight-next-line\na()');
  });
});

describe('type queries in the JavaScript tab', () => {
  const caret = (line: string | undefined) => line?.indexOf('^');

  it('moves a caret under the same name where type erasure shifted it', async () => {
    const js = await tsToJs(
      'export function join(id: number, label: string) {\n' +
        '  //                              ^? string\n' +
        '  return `${id}:${label}`\n' +
        '}\n',
      {tsx: false},
    );
    const lines = js.split('\n');
    expect(lines[0]).toBe('export function join(id, label) {');
    // `label` sits 8 columns further left once `: number` is gone.
    expect(caret(lines[1])).toBe(lines[0]!.indexOf('label'));
  });

  it('adds no directive to a block that is not a module (TypeScript 6 is alwaysStrict)', async () => {
    expect(await tsToJs('const a: number = 1\n', {tsx: false})).toBe('const a = 1');
    expect(await tsToJs("'use strict'\nconst a: number = 1\n", {tsx: false})).toBe(
      "'use strict'\nconst a = 1",
    );
  });

  it('keeps the nth occurrence of a name that appears twice on the line', async () => {
    const js = await tsToJs(
      'const a: number = 1\nconst b = [a as number, a]\n//                      ^? number\n',
      {tsx: false},
    );
    const [, line, query] = js.split('\n');
    expect(line).toBe('const b = [a, a]');
    expect(caret(query)).toBe(14);
  });

  it('drops a query whose name was a type and is gone from the JavaScript', async () => {
    const js = await tsToJs(
      "import { createAction } from '@reduxjs/toolkit'\n" +
        'type Amount = number\n' +
        '//   ^? number\n' +
        "export const add = createAction<Amount>('add')\n" +
        '//           ^? ActionCreatorWithPayload<number, string>\n',
      {tsx: false},
    );
    expect(js).toBe(
      "import { createAction } from '@reduxjs/toolkit'\n" +
        "export const add = createAction('add')\n" +
        '//           ^? ActionCreatorWithPayload<number, string>',
    );
  });

  it('splits a union only at its top level', () => {
    expect(
      unionMembers("'a' | { b: 1 | 2; c: Map<string, 3 | 4> } | ((x: 5 | 6) => void) | `x|y`"),
    ).toEqual(['"a"', '{ b: 1 | 2; c: Map<string, 3 | 4> }', '((x: 5 | 6) => void)', '`x|y`']);
  });

  it('matches a query by its stated type, not its position', () => {
    expect(
      alignTypeQueries(
        'const x: number = 1\n//    ^? number\nconst y: string = ""\n//    ^? string',
        'const y = ""\n//        ^? string',
      ),
    ).toBe('const y = ""\n//    ^? string');
  });
});

describe('tsToJs on every checked block of the docs', () => {
  const root = path.resolve(__dirname, '../..');
  const blocks = findMarkdownFiles(['docs'], root).flatMap((file) =>
    extractCodeBlocks(fs.readFileSync(file, 'utf8'), path.relative(root, file)).blocks.filter(
      (b) => b.skipReason === undefined,
    ),
  );

  it('gives JavaScript that parses, for each block the build will convert', async () => {
    expect(blocks.length, 'no ts/tsx blocks found in docs/').toBeGreaterThan(0);
    for (const block of blocks) {
      const js = await tsToJs(block.code, {tsx: block.lang === 'tsx'});
      expect(
        () => parseJs(js),
        `${block.file}:${block.line} gives invalid JavaScript:\n${js}`,
      ).not.toThrow();
    }
  }, 120_000);
});
