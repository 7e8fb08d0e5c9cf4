import {originalPositionFor, TraceMap} from '@jridgewell/trace-mapping';
import {describe, expect, it} from 'vitest';
import {compileAll} from '../../src/plugins/live-examples/examples';
import {addLoopGuards} from '../../src/live-examples/guard';
import {BUSY_LIMIT_MS, GUARD, OWN_THREAD_BUSY_LIMIT_MS} from '../../src/live-examples/protocol';
import {BusyError, installGuard, setBusyLimit} from '../../src/live-examples/runtime/guard';

const SOURCE = `const seen: string[] = []
function named(n: number): number {
  return n * 2
}
const arrow = (n: number) => n + 1
const object = () => ({ok: true})
let i = 0
while (i < 3) i++
do i--; while (i > 0)
for (const x of [1, 2]) seen.push(String(x))
for (const key in {a: 1}) { seen.push(key) }
for (let j = 0; j < 2; j++) {}
try { throw new Error('boom') } catch { seen.push('caught') } finally { seen.push('finally') }
export const result = [named(2), arrow(1), object().ok, i, seen.join(',')]
`;

function compiled(source: string) {
  return compileAll(new Map([['/0/example.ts', source]])).get('/0/example.ts')!;
}

/** Runs module code (its one `export const result`) with a guard that counts its calls. */
function run(code: string): {result: unknown; calls: number} {
  let calls = 0;
  const body = code.replace('export const result =', 'return');
  const result = new Function(GUARD, body)(() => {
    calls += 1;
  }) as unknown;
  return {result, calls};
}

describe('addLoopGuards', () => {
  it('calls the guard in every loop, function, catch and finally body, and changes nothing else', () => {
    const plain = compiled(SOURCE);
    const guarded = addLoopGuards(plain, 'example.ts');
    expect(run(guarded.code).result).toEqual(run(plain.code).result);
    expect(run(plain.code).calls).toBe(0);
    // named, arrow, object: 3; while 3 + do 3 + for-of 2 + for-in 1 + for 2: 11; catch, finally: 2
    expect(run(guarded.code).calls).toBe(16);
  });

  it("keeps the map to the reader's lines and columns", () => {
    const guarded = addLoopGuards(compiled(SOURCE), 'example.ts');
    const map = new TraceMap(guarded.map);
    const lines = guarded.code.split('\n');
    // The arrow's body, after the guard inserted before it on the same line
    const line = lines.findIndex((l) => l.startsWith('const arrow'));
    expect(lines[line]).toBe(`const arrow = (n) => (${GUARD}(), n + 1);`);
    const column = lines[line]!.indexOf('n + 1');
    const original = originalPositionFor(map, {line: line + 1, column});
    expect([original.line, original.column]).toEqual([5, SOURCE.split('\n')[4]!.indexOf('n + 1')]);
  });

  it('leaves code without loops or functions as it was', () => {
    const plain = compiled('export const result = 1 + 1\n');
    expect(addLoopGuards(plain, 'example.ts')).toBe(plain);
  });
});

describe('the guard at run time', () => {
  const stops: BusyError[] = [];
  installGuard((error) => stops.push(error));
  const guard = (globalThis as unknown as Record<string, () => void>)[GUARD]!;
  const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('lets busy stretches under the limit run, however long the run', async () => {
    const start = performance.now();
    while (performance.now() - start < BUSY_LIMIT_MS * 1.5) {
      const stretch = performance.now();
      while (performance.now() - stretch < BUSY_LIMIT_MS / 5) guard();
      await nextTask();
    }
    expect(stops).toEqual([]);
  });

  it('lets a sandbox with a thread of its own run longer; any other limit is the strict one', async () => {
    setBusyLimit(OWN_THREAD_BUSY_LIMIT_MS);
    const stretch = performance.now();
    while (performance.now() - stretch < BUSY_LIMIT_MS * 1.5) guard();
    expect(stops).toEqual([]);
    // The event loop's turn (the guard hears of it by a message) ends the stretch.
    await new Promise((resolve) => setTimeout(resolve, 50));
    // A page cannot ask for more (or for none): only the two limits exist.
    setBusyLimit(60_000);
  });

  it('stops a loop that keeps the thread busy past the limit, once, and then every call', () => {
    const start = performance.now();
    expect(() => {
      for (;;) guard();
    }).toThrow(BusyError);
    const elapsed = performance.now() - start;
    expect(elapsed).toBeGreaterThanOrEqual(BUSY_LIMIT_MS);
    expect(elapsed).toBeLessThan(BUSY_LIMIT_MS + 200);
    expect(stops).toHaveLength(1);
    // A catch around the loop body cannot keep the loop going: the next call throws again.
    expect(() => guard()).toThrow(BusyError);
    expect(stops).toHaveLength(1);
  });

  it('cannot be replaced by example code', () => {
    expect(() => {
      (globalThis as unknown as Record<string, unknown>)[GUARD] = () => undefined;
    }).toThrow(TypeError);
  });
});
