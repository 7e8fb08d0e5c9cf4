/**
 * The `_headers` file that static hosts (Netlify, Cloudflare Pages and others) read: a path
 * pattern on its own line, then its headers indented below it. `*` matches any run of
 * characters; every rule whose pattern matches a path applies to it, in file order.
 *
 * ```
 * /*
 *   X-Content-Type-Options: nosniff
 * /assets/*
 *   Cache-Control: public, max-age=31536000, immutable
 * ```
 */

/** The file's name in the build's root. */
export const HEADERS_FILE_NAME = '_headers';

export type HeaderRule = {
  readonly pattern: string;
  readonly headers: ReadonlyArray<readonly [name: string, value: string]>;
};

/** Writes rules in the `_headers` format. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  return (
    rules
      .map(({pattern, headers}) =>
        [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'),
      )
      .join('\n') + '\n'
  );
}

/** Reads a `_headers` file; `#` starts a comment line. Throws on a header outside any rule. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: Array<{pattern: string; headers: Array<[string, string]>}> = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({pattern: line.trim(), headers: []});
      return;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers:${index + 1}: expected "Name: value"`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/** The headers that apply to `pathname`, later rules overriding earlier ones by name. */
export function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(pathname)) continue;
    for (const [name, value] of rule.headers) result.set(name, value);
  }
  return result;
}
