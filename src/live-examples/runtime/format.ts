// Console arguments as text, the way Node's console prints them: node-inspect-extracted is Node's
// own `util.format`/`util.inspect`, taken out of Node for browsers, with Node's defaults (depth 2,
// short objects on one line within 128 characters, at most 100 array items and 10,000 characters
// of a string). One difference: an error's stack shows the reader's files at the reader's lines,
// written as V8 writes stacks in every engine (the runtime's source maps do that, see
// `printStacksWith`), and other sandbox addresses in printed text are replaced.
import {formatWithOptions, inspect as nodeInspect} from 'node-inspect-extracted';

type Readers = {
  /** An error's stack as Node would print it: `Name: message` and the reader's frames. */
  readonly stack: (error: Error) => string;
  /** Printed text with the sandbox's addresses replaced. */
  readonly text: (text: string) => string;
};

let readers: Readers = {stack: (error) => String(error.stack), text: (text) => text};
const restores: (() => void)[] = [];

/**
 * Node's inspect asks a value for `Symbol.for('nodejs.util.inspect.custom')` and, when the hook
 * returns the value itself, prints it as usual: for the time of one print, an error's `stack` is
 * the readable one, then the error gets its own back (`restoreStacks`).
 */
function readableStackForPrint(this: unknown): unknown {
  if (!(this instanceof Error)) return this;
  const own = Object.getOwnPropertyDescriptor(this, 'stack');
  try {
    const stack = readers.stack(this);
    Object.defineProperty(this, 'stack', {value: stack, configurable: true, writable: true});
    restores.push(() => {
      if (own) Object.defineProperty(this, 'stack', own);
      else delete (this as {stack?: string}).stack;
    });
  } catch {
    // A frozen error, or a stack getter that throws: printed as it is.
  }
  return this;
}

function restoreStacks(): void {
  for (const restore of restores.splice(0).reverse()) restore();
}

/** Sets how stacks and sandbox addresses print (the runtime's source maps), for this realm. */
export function printStacksWith(next: Readers): void {
  readers = next;
  Object.defineProperty(Error.prototype, Symbol.for('nodejs.util.inspect.custom'), {
    value: readableStackForPrint,
    configurable: true,
    writable: true,
  });
}

function printing(print: () => string): string {
  try {
    return readers.text(print());
  } finally {
    restoreStacks();
  }
}

/** One value as Node's `util.inspect` shows it: strings quoted, short objects on one line. */
export function inspect(value: unknown): string {
  return printing(() => nodeInspect(value));
}

/** One value as `util.inspect` shows it with these options (depth, line width, lengths). */
export function inspectWith(value: unknown, options: Parameters<typeof nodeInspect>[1]): string {
  return printing(() => nodeInspect(value, options));
}

/** The line `console.log(...args)` prints. */
export function formatArgs(args: readonly unknown[]): string {
  return printing(() => formatWithOptions({}, ...args));
}
