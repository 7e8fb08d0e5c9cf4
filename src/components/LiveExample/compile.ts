// Compiles an edited file in the page, with Sucrase: small and fast, it only removes types and
// compiles JSX (no type checking, which the panel tells the reader); then the loop guards, as the
// build adds them to the docs' code. Loaded with the editor.
import {transform} from 'sucrase';
import {addLoopGuards} from '@site/src/plugins/live-examples/guard';
import type {RunFile} from '@site/src/plugins/live-examples/protocol';

type Transform = 'typescript' | 'jsx';

/**
 * The file as the sandbox runs it: `path` is its project path (`src/App.tsx`), `source` its
 * TypeScript or, from the JavaScript tab, its JavaScript. Throws a SyntaxError on bad code.
 */
export function compileEdited(path: string, source: string, lang: 'ts' | 'js'): RunFile {
  const transforms: Transform[] = lang === 'ts' ? ['typescript'] : [];
  if (path.endsWith('x')) transforms.push('jsx');
  const result = transform(source, {
    transforms,
    filePath: path,
    jsxRuntime: 'automatic',
    production: true,
    // Modern syntax stays as written, as the checker's ES2022 target leaves it.
    disableESTransforms: true,
    sourceMapOptions: {compiledFilename: path},
  });
  return {path, ...addLoopGuards({code: result.code, map: JSON.stringify(result.sourceMap)}, path)};
}
