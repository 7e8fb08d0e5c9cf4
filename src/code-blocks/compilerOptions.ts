// Every set of compiler options a docs block meets, in one place: the project the checker
// type-checks it in, how it is compiled to run (under Node by the checker, in the browser by the
// live examples), and how its JavaScript tab is made.
import path from 'node:path';
import ts from 'typescript';

/** How a block is emitted to run: modern modules, React's automatic JSX runtime. */
const RUN_EMIT = {target: 'es2022', module: 'esnext', jsx: 'react-jsx'} as const;

/**
 * The project a block is type-checked in: what a reader's Vite + React 19 project would use,
 * strict. Written as tsconfig.json spells them, so TypeScript 7's `tsc` reads the same object
 * from a file (scripts/check-code-blocks.ts).
 */
export function projectCompilerOptions(rootDir: string) {
  return {
    strict: true,
    ...RUN_EMIT,
    moduleResolution: 'bundler',
    moduleDetection: 'force',
    lib: ['es2022', 'dom', 'dom.iterable'],
    // The JavaScript tab is made from each block alone by transpileModule, so blocks must be
    // transpilable in isolation (no re-export of a type without `export type`).
    isolatedModules: true,
    esModuleInterop: true,
    skipLibCheck: true,
    noEmit: true,
    types: ['node'],
    typeRoots: [path.join(rootDir, 'node_modules/@types')],
  };
}

/** tsconfig.json options as the compiler API takes them; throws on an option it rejects. */
export function toCompilerOptions(json: object, rootDir = '/'): ts.CompilerOptions {
  const {options, errors} = ts.convertCompilerOptionsFromJson(json, rootDir);
  if (errors.length > 0) {
    throw new Error(
      errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, ' ')).join('\n'),
    );
  }
  return options;
}

/**
 * How a block is compiled to run, as `ts.transpileModule` takes them: the checker's Node run
 * adds inline source maps, the live examples' build a separate map.
 */
export function runCompilerOptions(extra: ts.CompilerOptions = {}): ts.CompilerOptions {
  return {...toCompilerOptions(RUN_EMIT), ...extra};
}

/**
 * How the JavaScript tab is made from a TypeScript block (src/plugins/ts-to-js): types erased,
 * everything else as written (newest syntax, JSX kept, comments kept).
 */
export const DISPLAY_COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ESNext,
  module: ts.ModuleKind.ESNext,
  jsx: ts.JsxEmit.Preserve,
  verbatimModuleSyntax: false,
  removeComments: false,
};
