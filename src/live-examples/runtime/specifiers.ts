// How an example's modules find each other: like the code-block checker, a relative import names
// a file of the page's virtual project with or without its extension, or a folder's index.

/** The bare-specifier prefix a relative import becomes in the sandbox, mapped by its import map. */
export const LOCAL_PREFIX = '@live-example/';

const CANDIDATE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** `a/b/../c/./d` → `a/c/d`; a path that climbs above the root keeps no `..`. */
export function normalizePath(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

/** The project file a relative `specifier` in `from` names, or undefined when there is none. */
export function resolveLocal(
  from: string,
  specifier: string,
  has: (path: string) => boolean,
): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const dir = from.includes('/') ? from.slice(0, from.lastIndexOf('/')) : '';
  const base = normalizePath(`${dir}/${specifier}`);
  return CANDIDATE_SUFFIXES.map((suffix) => base + suffix).find(has);
}
