import path from 'node:path';
import {afterEach, beforeAll, describe, expect, it, vi} from 'vitest';
import {
  checkCodeBlocks,
  cli,
  extractCodeBlocks,
  formatProblem,
  parseMeta,
  runExecutableBlocks,
  type CheckResult,
  type Problem,
  type RunResult,
} from '../../scripts/check-code-blocks';

const fixtures = path.resolve(__dirname, 'fixtures/code-blocks');
const passing = 'tests/unit/fixtures/code-blocks/passing/page.mdx';
const wrongType = 'tests/unit/fixtures/code-blocks/failing/wrong-type.mdx';
const skipWithoutReason = 'tests/unit/fixtures/code-blocks/failing/skip-without-reason.mdx';
const duplicateTitle = 'tests/unit/fixtures/code-blocks/failing/duplicate-title.mdx';
const assertions = 'tests/unit/fixtures/code-blocks/run/assertions.mdx';
const typeQueries = 'tests/unit/fixtures/code-blocks/failing/type-queries.mdx';
const stepsPassing = 'tests/unit/fixtures/code-blocks/steps/passing.mdx';
const stepsFailing = 'tests/unit/fixtures/code-blocks/steps/failing.mdx';

// Loading the toolkit's and React's types is most of a check's cost: one program for all fixtures.
const SLOW = 120_000;

function problemsIn(problems: readonly Problem[], file: string): string[] {
  return problems.filter((p) => p.file === file).map(formatProblem);
}

describe('parseMeta', () => {
  it('reads title, skip-check and run among other meta', () => {
    expect(parseMeta('title="src/app/store.ts" {3-5} showLineNumbers')).toEqual({
      title: 'src/app/store.ts',
      run: false,
      existing: false,
      recap: false,
      errors: [],
    });
    expect(parseMeta("skip-check='signature only'")).toMatchObject({
      skipReason: 'signature only',
      errors: [],
    });
    expect(parseMeta('title="src/a.ts" recap')).toMatchObject({recap: true, errors: []});
    expect(parseMeta('recap').errors).toEqual([
      'recap restates a file the steps wrote: it needs a title, and no run or existing',
    ]);
    expect(parseMeta('title="src/a b.ts" run')).toMatchObject({
      title: 'src/a b.ts',
      run: true,
      errors: [],
    });
  });

  it('rejects a skip without a reason, a misspelt skip and a skipped run block', () => {
    expect(parseMeta('skip-check').errors).toEqual([
      expect.stringContaining('skip-check needs a reason'),
    ]);
    expect(parseMeta('skip-check="  "').errors).toEqual([
      expect.stringContaining('skip-check needs a reason'),
    ]);
    expect(parseMeta('skip="why"').errors).toEqual([
      expect.stringContaining('unknown marker "skip"'),
    ]);
    expect(parseMeta('skip-check="why" run').errors).toEqual([
      expect.stringContaining('both skip-check and run'),
    ]);
  });
});

describe('extractCodeBlocks', () => {
  const page = [
    '---',
    'title: T',
    '---',
    '',
    '<Tabs>',
    '<TabItem value="a">',
    '',
    '```tsx title="src/A.tsx"',
    'export const A = () => <p />',
    '```',
    '',
    '</TabItem>',
    '</Tabs>',
    '',
    '- item',
    '',
    '  ```ts',
    '  const x = 1',
    '  ```',
    '',
    '```bash',
    'npm test',
    '```',
  ].join('\n');

  it('finds ts/tsx blocks inside JSX and lists, with their fence lines and indentation', () => {
    const {blocks, problems} = extractCodeBlocks(page, 'p.mdx');
    expect(problems).toEqual([]);
    expect(
      blocks.map(({line, lang, title, code, indents}) => ({line, lang, title, code, indents})),
    ).toEqual([
      {
        line: 8,
        lang: 'tsx',
        title: 'src/A.tsx',
        code: 'export const A = () => <p />',
        indents: [0],
      },
      {line: 17, lang: 'ts', title: undefined, code: 'const x = 1', indents: [2]},
    ]);
  });

  it('reports a page that is not valid MDX at the broken line', () => {
    const {problems} = extractCodeBlocks('# Title\n\nText <div\n', 'broken.mdx');
    expect(problems).toEqual([expect.objectContaining({file: 'broken.mdx', line: 3, code: 'mdx'})]);
  });
});

describe('checkCodeBlocks on the fixtures', () => {
  let result: CheckResult;
  beforeAll(() => {
    result = checkCodeBlocks({paths: [fixtures]});
  }, SLOW);

  it('accepts a page of correct blocks: a titled pair, JSX, a list, an untitled module, a run block', () => {
    expect(problemsIn(result.problems, passing), 'the passing fixture must compile').toEqual([]);
  });

  it('reports a wrong example at its line and column in the .mdx file, indented ones included', () => {
    expect(problemsIn(result.problems, wrongType)).toEqual([
      `${wrongType}:17:7 TS2322: Type 'number' is not assignable to type 'string'.`,
      `${wrongType}:24:9 TS2322: Type 'string' is not assignable to type 'number'.`,
    ]);
  });

  it(
    'compiles the blocks with TypeScript 7 too, and maps its errors to the same places',
    () => {
      const both = checkCodeBlocks({paths: [passing, wrongType], typescript7: true});
      expect(problemsIn(both.problems, passing)).toEqual([]);
      expect(problemsIn(both.problems, wrongType)).toEqual([
        `${wrongType}:17:7 TS2322: Type 'number' is not assignable to type 'string'.`,
        `${wrongType}:17:7 TS2322: TypeScript 7: Type 'number' is not assignable to type 'string'.`,
        `${wrongType}:24:9 TS2322: Type 'string' is not assignable to type 'number'.`,
        `${wrongType}:24:9 TS2322: TypeScript 7: Type 'string' is not assignable to type 'number'.`,
      ]);
    },
    SLOW,
  );

  it('lists each opted-out block with its file, line and reason', () => {
    expect(result.skipped).toEqual([
      {file: typeQueries, line: 38, reason: 'fragment'},
      {file: passing, line: 91, reason: 'signature only, not a module'},
    ]);
  });

  it('reports a skip without a reason as an error, and does not check that block', () => {
    expect(problemsIn(result.problems, skipWithoutReason)).toEqual([
      `${skipWithoutReason}:6:1 meta: skip-check needs a reason: skip-check="why this block cannot compile"`,
    ]);
  });

  it('rejects a second block with the same title on one page, naming the first', () => {
    expect(problemsIn(result.problems, duplicateTitle)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${duplicateTitle}:10:1 meta: a second block titled "src/app/store.ts" \\(the first is on line 6\\)`,
        ),
      ),
    ]);
  });

  it("fails a type query whose stated type is not the compiler's, and one that states none", () => {
    // Lines 13 and 15 state the compiler's types (the second with the docs' quotes), and the last
    // block a union in another order than the compiler prints it: no problem.
    expect(problemsIn(result.problems, typeQueries)).toEqual([
      `${typeQueries}:17:7 type-query: the query states no type; the compiler says: ^? { payload: number; type: string; }`,
      `${typeQueries}:19:12 type-query: the caret points at "(", not a name: put it under a name on the line above`,
      `${typeQueries}:20:41 type-query: the caret points below no code: put it under a name on the line above`,
      `${typeQueries}:29:14 type-query: \`value\` is stated as number\n  but the compiler says: ^? string`,
      `${typeQueries}:40:1 type-query: a type query in a skip-check block is never checked; make the block compile`,
    ]);
  });

  it('counts every checked block and file', () => {
    // passing: 8 checked + 1 skipped; failing: 2 + 1 without reason + 1 of 2 duplicates + 3 with
    // type queries (1 skipped) + 1 recap outside steps; run: 3; steps: 6 + 4 of 5 (each block
    // once, not once per step; recaps are compared, not compiled again).
    expect({files: result.files, checked: result.checked}).toEqual({files: 9, checked: 28});
  });

  it('rejects a recap on a page that is not step-wise', () => {
    const file = 'tests/unit/fixtures/code-blocks/failing/recap-outside-steps.mdx';
    expect(problemsIn(result.problems, file)).toEqual([
      `${file}:6:1 meta: recap only means something on a step-wise page (code_steps: true)`,
    ]);
  });
});

describe('checkCodeBlocks on a step-wise page (code_steps: true)', () => {
  let result: CheckResult;
  beforeAll(() => {
    result = checkCodeBlocks({paths: [path.join(fixtures, 'steps')]});
  }, SLOW);

  it('lists the step-wise pages with the number of sections checked', () => {
    expect(result.stepWise).toEqual([
      {file: stepsFailing, sections: 3},
      {file: stepsPassing, sections: 3},
    ]);
  });

  it('checks the project after each step: files replaced by later steps, a template file from the start', () => {
    // src/value.ts has two versions and src/main.ts imports the `existing` src/App.ts, which the
    // page shows only in its fourth section: each step's project compiles. The last section
    // restates the two files the page wrote (`recap`), one with a highlight comment added.
    expect(problemsIn(result.problems, stepsPassing)).toEqual([]);
  });

  it('fails a step that uses a file not written yet, or that breaks a file written before, once each', () => {
    expect(problemsIn(result.problems, stepsFailing)).toEqual([
      // Renaming the slice's export breaks the store, written two steps earlier.
      `${stepsFailing}:10:10 TS2305: after the section "Rename the export": Module '"./slice"' has no exported member 'count'.`,
      // The store imports the slice one step before the page writes it.
      `${stepsFailing}:10:23 TS2307: after the section "Create the store": Cannot find module './slice' or its corresponding type declarations.`,
      // An error in a file stays in every later step's project, and is reported once.
      `${stepsFailing}:13:14 TS2322: after the section "Create the store": Type 'number' is not assignable to type 'string'.`,
      `${stepsFailing}:22:1 meta: a second block titled "src/slice.ts" (the first is on line 18): one step shows each file once (the section "Write the slice")`,
      // The closing listing must be the files as the steps left them, every one of them.
      `${stepsFailing}:41:1 recap: the recap of "src/slice.ts" is not the file the steps built (its last version is on line 28): line 1 of the recap is "export const total = 2", the file has "export const total = 1"`,
      `${stepsFailing}:41:1 recap: the recap section leaves out "src/store.ts" (its last version is on line 9): a recap lists every file the page wrote`,
      `${stepsFailing}:45:1 recap: a recap of "src/other.ts", which no earlier step wrote`,
    ]);
  });
});

describe('runExecutableBlocks', () => {
  let result: RunResult;
  beforeAll(async () => {
    result = await runExecutableBlocks({
      paths: [path.join(fixtures, 'passing'), path.join(fixtures, 'run')],
    });
  }, SLOW);

  it('runs every run block, with the titled blocks it imports', () => {
    expect(result.ran).toBe(3);
    expect(result.problems.filter((p) => p.file === passing)).toEqual([]);
  });

  it('fails a false assertion and names the file and line of the assert call', () => {
    expect(result.problems).toHaveLength(1);
    const [failure] = result.problems;
    expect(formatProblem(failure!)).toMatch(
      new RegExp(`^${assertions}:24:\\d+ run: AssertionError`),
    );
    expect(failure!.message).toContain('4 !== 5');
  });
});

describe('type queries on a step-wise page', () => {
  it(
    "checks a query at its block's own step, not in later steps' copies of the file",
    () => {
      // src/shown.ts is carried into the second section, where `value` becomes 2: the query states
      // the type the reader sees when the page shows the file.
      const result = checkCodeBlocks({
        paths: [path.resolve(__dirname, 'fixtures/code-block-queries')],
      });
      expect(result.problems.map(formatProblem)).toEqual([]);
      expect(result.stepWise).toEqual([
        {file: 'tests/unit/fixtures/code-block-queries/carried-query.mdx', sections: 2},
      ]);
    },
    SLOW,
  );
});

describe('runExecutableBlocks on a step-wise page', () => {
  let result: RunResult;
  beforeAll(async () => {
    result = await runExecutableBlocks({paths: [path.join(fixtures, 'steps')]});
  }, SLOW);

  it("runs each run block once, with the files of its own step's project", () => {
    // passing.mdx asserts value 1 after its second section and value 2 after its last one.
    expect(result.ran).toBe(3);
    expect(result.problems.filter((p) => p.file === stepsPassing)).toEqual([]);
  });

  it('names the step of a failing run block', () => {
    expect(result.problems.map(formatProblem)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^${stepsFailing}:36:8 run: after the section "Rename the export": AssertionError[^]*1 !== 2`,
        ),
      ),
    ]);
  });
});

describe('cli', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it(
    'prints file:line errors and a summary, and exits with 1',
    async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
      const logs = vi.spyOn(console, 'log').mockImplementation(() => {});
      const code = await cli([path.join(fixtures, 'failing/wrong-type.mdx')]);
      expect(code).toBe(1);
      // Each error twice: from TypeScript 6.0's program and from TypeScript 7's tsc
      expect(errors.mock.calls.map(([line]) => line)).toEqual([
        expect.stringMatching(/wrong-type\.mdx:17:7 TS2322: Type/),
        expect.stringMatching(/wrong-type\.mdx:17:7 TS2322: TypeScript 7: Type/),
        expect.stringMatching(/wrong-type\.mdx:24:9 TS2322: Type/),
        expect.stringMatching(/wrong-type\.mdx:24:9 TS2322: TypeScript 7: Type/),
      ]);
      expect(logs.mock.calls.join('\n')).toMatch(
        /Checked 2 blocks in 1 files in [\d.]+ s\.[\s\S]*4 errors\./,
      );
    },
    SLOW,
  );
});
