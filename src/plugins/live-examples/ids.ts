// How a run block is named, the same in the build step (./examples.ts) and in the page's markup
// (the remark plugin in ../ts-to-js): `<page key>#<hash of its code>`.
import {createHash} from 'node:crypto';
import path from 'node:path';

/** The id part that names a run block on its page: a hash of its code, which both sides see. */
export function exampleHash(code: string): string {
  return createHash('sha256').update(code, 'utf8').digest('hex').slice(0, 12);
}

/** The id the page's markup carries for a run block. */
export function exampleId(pageKey: string, code: string): string {
  return `${pageKey}#${exampleHash(code)}`;
}

/** The page key of a docs file: `rtk-query/usage/queries` for `docs/rtk-query/usage/queries.mdx`. */
export function pageKey(docsDir: string, file: string): string {
  return path
    .relative(docsDir, file)
    .split(path.sep)
    .join('/')
    .replace(/\.mdx?$/, '');
}
