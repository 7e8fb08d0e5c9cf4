// Console arguments as text, the way Node's console prints them: `%s`-style substitutions in a
// leading string, strings as they are, everything else inspected. Objects are printed expanded, one
// key per line, like an object opened in a browser console (object-inspect does the inspecting).
import objectInspect from 'object-inspect';

const INSPECT_OPTIONS = {depth: 6, indent: 2, maxStringLength: 2000} as const;

/** One value as a console shows it inside an object: strings quoted, objects expanded. */
export function inspect(value: unknown): string {
  return objectInspect(value, INSPECT_OPTIONS);
}

function show(value: unknown): string {
  return typeof value === 'string' ? value : inspect(value);
}

/** The line `console.log(...args)` prints. */
export function formatArgs(args: readonly unknown[]): string {
  if (args.length === 0) return '';
  const [first, ...rest] = args;
  if (typeof first !== 'string' || !first.includes('%')) return args.map(show).join(' ');
  let index = 0;
  const text = first.replace(/%([sdifjoOc%])/g, (match, letter: string) => {
    if (letter === '%') return '%';
    if (index >= rest.length) return match;
    const value = rest[index++];
    switch (letter) {
      case 's':
        return typeof value === 'string' ? value : inspect(value);
      case 'd':
      case 'i':
        return typeof value === 'bigint'
          ? `${value}n`
          : String(letter === 'i' ? Math.trunc(Number(value)) : Number(value));
      case 'f':
        return String(Number(value));
      case 'j':
        return JSON.stringify(value);
      case 'c':
        return '';
      default:
        return inspect(value);
    }
  });
  return [text, ...rest.slice(index).map(show)].join(' ');
}
