// Compiles an edited file in the page, with Sucrase: small and fast, it only removes types and
// compiles JSX (no type checking, which the panel tells the reader); then the loop guards, as the
// build adds them to the docs' code. Loaded with the editor.
import {transform} from 'sucrase';
import {addLoopGuards} from '@site/src/live-examples/guard';
import type {Failure, RunFile} from '@site/src/live-examples/protocol';

/** A syntax error in an edited file, as the run reports it: the reader's file, line and column. */
export class EditedSyntaxError extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message);
  }
}

/** Sucrase's and acorn's messages end in ` (line:column)`, the column 0-based. */
const POSITION = /\s*\((\d+):(\d+)\)$/;

function syntaxError(path: string, error: unknown): EditedSyntaxError {
  const raw = error instanceof Error ? error.message : String(error);
  // Sucrase prefixes "Error transforming <path>: ", a name the reader never sees.
  const text = raw.replace(/^Error transforming [^:]*: /, '');
  const position = POSITION.exec(text);
  return new EditedSyntaxError({
    kind: 'error',
    message: `SyntaxError: ${text.replace(POSITION, '')}`,
    ...(position && {
      location: {file: path, line: Number(position[1]), column: Number(position[2]) + 1},
    }),
  });
}

type Transform = 'typescript' | 'jsx';

/**
 * The file as the sandbox runs it: `path` is its project path (`src/App.tsx`), `source` its
 * TypeScript or, from the JavaScript tab, its JavaScript. Throws an EditedSyntaxError on bad code.
 */
export function compileEdited(path: string, source: string, lang: 'ts' | 'js'): RunFile {
  const transforms: Transform[] = lang === 'ts' ? ['typescript'] : [];
  if (path.endsWith('x')) transforms.push('jsx');
  let result: ReturnType<typeof transform>;
  try {
    result = transformFile(path, source, transforms);
  } catch (error) {
    throw syntaxError(path, error);
  }
  // Sucrase lets some code that is not JavaScript through (it checks less than a parser); acorn
  // then refuses it. Its position is in the compiled code, whose lines Sucrase keeps as the
  // reader's: the line is right, the column may be off by what Sucrase removed.
  try {
    return {
      path,
      ...addLoopGuards({code: result.code, map: JSON.stringify(result.sourceMap)}, path),
    };
  } catch (error) {
    throw syntaxError(path, error);
  }
}

function transformFile(path: string, source: string, transforms: Transform[]) {
  return transform(source, {
    transforms,
    filePath: path,
    jsxRuntime: 'automatic',
    production: true,
    // Modern syntax stays as written, as the checker's ES2022 target leaves it.
    disableESTransforms: true,
    sourceMapOptions: {compiledFilename: path},
  });
}
