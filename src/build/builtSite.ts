import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadedPlugin} from '@docusaurus/types';

/**
 * Helpers for the post-build steps (src/plugins/post-build), which work on the finished build:
 * finding and reading a route's HTML, and the docs plugin's loaded content.
 */

/** The file of a route's built HTML (`/api/createSlice`, `/`, `/404.html`), in either layout. */
export async function pageHtmlFile(
  outDir: string,
  baseUrl: string,
  routePath: string,
): Promise<string> {
  const relative = routePath.slice(baseUrl.length).replace(/\/$/, '');
  const candidates = relative.endsWith('.html')
    ? [relative]
    : // trailingSlash true writes route/index.html; the home page is index.html either way.
      [`${relative}.html`, path.join(relative, 'index.html')].filter((c) => c !== '.html');
  for (const candidate of candidates) {
    const file = path.join(outDir, candidate);
    try {
      await fs.access(file);
      return file;
    } catch {
      // Try the other layout.
    }
  }
  throw new Error(`no HTML file for route ${routePath} in ${outDir}`);
}

/**
 * Every `.html` file under a build directory, as paths relative to it with `/` separators,
 * sorted: the pages (including 404.html) and any HTML copied from static/.
 */
export async function builtHtmlFiles(outDir: string): Promise<string[]> {
  const entries = await fs.readdir(outDir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The built HTML of a route, in either file layout. */
export async function readPageHtml(
  outDir: string,
  baseUrl: string,
  routePath: string,
): Promise<string> {
  return fs.readFile(await pageHtmlFile(outDir, baseUrl, routePath), 'utf8');
}

/** The fields of a doc's metadata that our plugins read. */
export type LoadedDoc = {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** `@site/docs/api/createSlice.mdx` */
  readonly source: string;
  readonly permalink: string;
  readonly unlisted?: boolean;
  readonly frontMatter: {readonly description?: unknown};
};

export type SidebarItem =
  | {readonly type: 'doc' | 'ref'; readonly id: string}
  | {
      readonly type: 'category';
      readonly label: string;
      readonly items: readonly SidebarItem[];
      readonly link?: {readonly type: string; readonly id?: string};
    }
  | {readonly type: 'link' | 'html'};

export type LoadedDocsVersion = {
  readonly docs: readonly LoadedDoc[];
  readonly sidebars: Readonly<Record<string, readonly SidebarItem[]>>;
};

/** The docs plugin's only version (the site is not versioned), from a post-build step's plugins. */
export function loadedDocs(plugins: readonly LoadedPlugin[]): LoadedDocsVersion {
  const content = plugins.find((p) => p.name === 'docusaurus-plugin-content-docs')?.content as
    {readonly loadedVersions: readonly LoadedDocsVersion[]} | undefined;
  const version = content?.loadedVersions[0];
  if (!version) throw new Error('the docs plugin has no loaded content');
  return version;
}
