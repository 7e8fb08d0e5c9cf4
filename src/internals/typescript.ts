// TypeScript's `getEmitFlags`: not in its public API, which has `setEmitFlags` only. Reading the
// flags TypeScript already set on a node keeps them when the JavaScript-tab transform
// (src/plugins/ts-to-js/transform.ts) adds one. Upstream: microsoft/TypeScript's API is frozen
// at 6.0 (TypeScript 7 has none), so no fix will come; see ./README.md.
import ts from 'typescript';

const internal = ts as unknown as {getEmitFlags?: (node: ts.Node) => ts.EmitFlags};

/** The emit flags a node carries (0 if TypeScript no longer exposes them). */
export function emitFlagsOf(node: ts.Node): ts.EmitFlags {
  return internal.getEmitFlags?.(node) ?? 0;
}

/** Whether the touchpoint is still there, for tests/unit/internals.test.ts. */
export const hasEmitFlagsReader = (): boolean => typeof internal.getEmitFlags === 'function';
