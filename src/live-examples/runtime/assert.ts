// `node:assert` for the sandbox: the `assert` package (Node's assert ported to browsers), with
// every passing call counted for the run's summary line ("12 assertions passed").
import nodeAssert from 'assert';

let passed = 0;

/** How many assertions have passed since the sandbox loaded (one run per sandbox). */
export function passedAssertions(): number {
  return passed;
}

type AnyFunction = (...args: unknown[]) => unknown;

const NOT_ASSERTIONS = new Set(['AssertionError', 'CallTracker', 'strict']);

function counted(fn: AnyFunction): AnyFunction {
  return function (this: unknown, ...args: unknown[]) {
    const result = fn.apply(this, args);
    // rejects() and doesNotReject() pass when their promise settles the expected way.
    if (result instanceof Promise) {
      return result.then((value: unknown) => {
        passed += 1;
        return value;
      });
    }
    passed += 1;
    return result;
  };
}

type AssertModule = AnyFunction & Record<string, unknown>;

function countedModule(base: AssertModule): AssertModule {
  const module = counted(base) as AssertModule;
  for (const [name, value] of Object.entries(base)) {
    module[name] =
      typeof value === 'function' && !NOT_ASSERTIONS.has(name)
        ? counted(value as AnyFunction)
        : value;
  }
  return module;
}

const base = nodeAssert as unknown as AssertModule;

/** `node:assert`: loose `equal` and `deepEqual`, as in Node. */
export const looseAssert = countedModule(base);
/** `node:assert/strict`: `equal` is `strictEqual`, `deepEqual` is `deepStrictEqual`. */
export const strictAssert = countedModule(base.strict as AssertModule);
looseAssert.strict = strictAssert;
strictAssert.strict = strictAssert;
