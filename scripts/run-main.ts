import path from 'node:path';
import {fileURLToPath} from 'node:url';

/**
 * Runs a script's `cli` when the file is the one Node was started with (not when a test imports
 * it), and exits with its code; an uncaught error prints and exits with 1.
 */
export function runIfMain(
  moduleUrl: string,
  cli: (argv: readonly string[]) => Promise<number>,
): void {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  cli(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
