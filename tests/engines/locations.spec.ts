import {waitFor} from './driver';
import {editAndRun, logOf} from './examples';
import {expect, test} from './fixtures';

// Where an example failed, in every engine: the runtime reads V8's stack lines (`at f (url:1:2)`)
// and Firefox's and WebKit's (`f@url:1:2`), and maps them back to the code the reader sees.

const BROKEN = [
  {
    name: 'a failed assertion',
    code: "import assert from 'node:assert/strict'\nconst answer: number = 41\n\nassert.equal(answer + 1, 43)\n",
    summary: 'Assertion failed: Expected values to be strictly equal',
    line: 4,
    // Engines point at different parts of the call: V8 and Firefox `equal`, WebKit `(`.
    columns: [1, 28],
  },
  {
    name: 'an uncaught error',
    code: 'const user = undefined as unknown as { name: string }\n\n\nconsole.log(user.name)\n',
    summary: 'TypeError',
    line: 4,
    // `user.name`: Firefox points at `user`, WebKit at `.`, V8 at `name`.
    columns: [13, 21],
  },
] as const;

for (const broken of BROKEN) {
  test(`${broken.name} shows the line and column of the code shown`, async ({site}) => {
    const example = await editAndRun(site, '/api/createAction', broken.code);
    await waitFor(site, 'the failure', `${logOf}.includes('At line')`, [example], 30_000);
    const log = await site.evaluate<string>(`return ${logOf};`, example);
    expect(log, `[${site.engine}]`).toContain(broken.summary);
    const [, line, column] = /At line (\d+), column (\d+)/.exec(log)!;
    console.log(`[${site.engine}] ${broken.name}: line ${line}, column ${column}`);
    expect(Number(line), `[${site.engine}] the line`).toBe(broken.line);
    expect(Number(column), `[${site.engine}] the column`).toBeGreaterThanOrEqual(broken.columns[0]);
    expect(Number(column), `[${site.engine}] the column`).toBeLessThanOrEqual(broken.columns[1]);
  });
}
