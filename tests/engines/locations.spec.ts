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

// A printed error reads as Node prints it in every engine: `Name: message`, then V8-style frames
// in the reader's file (Firefox and WebKit write neither the first line nor `at`).
test('a printed error shows its message and the reader’s frames', async ({site}) => {
  const code =
    "function load() { return new TypeError('boom') }\nconsole.log({error: load()})\nconsole.log('end')\n";
  const example = await editAndRun(site, '/api/createAction', code);
  await waitFor(site, 'the output', `${logOf}.includes('end')`, [example], 30_000);
  const log = await site.evaluate<string>(`return ${logOf};`, example);
  console.log(`[${site.engine}] ${JSON.stringify(log.slice(0, log.indexOf('end')))}`);
  expect(log, `[${site.engine}]`).toMatch(
    /\{\n {2}error: TypeError: boom\n {6}at load \(example\.ts:1:\d+\)\n {6}at example\.ts:2:\d+\n\}/,
  );
  expect(log, `[${site.engine}]`).not.toMatch(/blob:|__block|<sandbox>/);
});
