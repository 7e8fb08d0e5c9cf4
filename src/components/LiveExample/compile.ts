// Compiles an edited file in the page, with Sucrase: small and fast, it only removes types and
// compiles JSX (no type checking, which the panel tells the reader). Loaded with the editor.
import {transform} from 'sucrase';
import type {RunFile} from '@site/src/plugins/live-examples/protocol';

type Transform = 'typescript' | 'jsx';

function transformsFor(path: string): Transform[] {
  if (path.endsWith('.tsx')) return ['typescript', 'jsx'];
  if (path.endsWith('.ts')) return ['typescript'];
  if (path.endsWith('.jsx')) return ['jsx'];
  return [];
}

/** The file as the sandbox runs it; throws a SyntaxError with the line and column on bad code. */
export function compileEdited(path: string, source: string): RunFile {
  const result = transform(source, {
    transforms: transformsFor(path),
    filePath: path,
    jsxRuntime: 'automatic',
    production: true,
    // Modern syntax stays as written, as the checker's ES2022 target leaves it.
    disableESTransforms: true,
    sourceMapOptions: {compiledFilename: path},
  });
  return {path, code: result.code, map: JSON.stringify(result.sourceMap)};
}
