import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {PostBuildStep} from '../post-build/step';
import {loadedDocs, type LoadedDoc, type SidebarItem} from '../../build/builtSite';
import {installedToolkit} from '../../build/toolkitPackage';
import {toPlainMarkdown} from './markdown';
import {markdownPath} from '../../utils/markdownPath';

export {markdownPath};

export const PLUGIN_NAME = 'llms-txt';
/** What the listing reads of a doc. */
type Doc = Omit<LoadedDoc, 'frontMatter'>;

/** A page in the llms.txt listing, under its sidebar section. */
export type ListedPage = {
  readonly doc: Doc;
  /** Top-level sidebar category, then nested ones; empty for pages outside the sidebar. */
  readonly section: readonly string[];
};

/**
 * Docs in sidebar order with their category path, a section's own pages before its
 * sub-sections'; docs outside every sidebar come last, unlisted ones never.
 */
export function pagesInSidebarOrder(
  docs: readonly Doc[],
  sidebars: Readonly<Record<string, readonly SidebarItem[]>>,
): ListedPage[] {
  const byId = new Map(docs.map((doc) => [doc.id, doc]));
  const listed: ListedPage[] = [];
  const seen = new Set<string>();
  const add = (id: string | undefined, section: readonly string[]) => {
    const doc = id === undefined ? undefined : byId.get(id);
    if (!doc || seen.has(doc.id)) return;
    seen.add(doc.id);
    listed.push({doc, section});
  };
  const walk = (items: readonly SidebarItem[], section: readonly string[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') add(item.id, section);
      else if (item.type === 'category') {
        const inner = [...section, item.label];
        if (item.link?.type === 'doc') add(item.link.id, inner);
        walk(item.items, inner);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items, []);
  for (const doc of docs) if (!doc.unlisted) add(doc.id, []);
  // Within a top-level section, its own pages come before its sub-sections' pages, so that a
  // listing with headings never shows them under the last sub-section's heading.
  const tops = [...new Set(listed.map((page) => page.section[0]))];
  const rank = (page: ListedPage) =>
    tops.indexOf(page.section[0]) * 2 + (page.section.length > 1 ? 1 : 0);
  return listed
    .map((page, index) => ({page, index}))
    .sort((a, b) => rank(a.page) - rank(b.page) || a.index - b.index)
    .map(({page}) => page);
}

export type LlmsTxtInput = {
  readonly title: string;
  readonly tagline: string;
  readonly toolkitVersion: string;
  /** Absolute URL of the site root, with the base URL and a trailing slash. */
  readonly siteRoot: string;
  readonly pages: readonly ListedPage[];
};

const OTHER_SECTION = 'Other pages';

/** `/llms.txt`: the site's doc pages by section, each with its one-line description. */
export function formatLlmsTxt({title, tagline, toolkitVersion, siteRoot, pages}: LlmsTxtInput) {
  const out = [
    `# ${title}`,
    '',
    `> ${tagline}`,
    '',
    `Documentation for \`@reduxjs/toolkit\` ${toolkitVersion} (Redux Toolkit and RTK Query). ` +
      'Each link below is the Markdown of a page; the same URL without `.md` is the page itself. ' +
      `Every page in one file: ${siteRoot}llms-full.txt`,
  ];
  let h2: string | undefined;
  let h3: string | undefined;
  for (const {doc, section} of pages) {
    const top = section[0] ?? OTHER_SECTION;
    const sub = section.slice(1).join(' / ');
    if (top !== h2) {
      out.push('', `## ${top}`, '');
      h2 = top;
      h3 = '';
    }
    if (sub !== h3) {
      out.push(...(sub ? ['', `### ${sub}`, ''] : ['']));
      h3 = sub;
    }
    out.push(`- [${doc.title}](${markdownUrl(siteRoot, doc.permalink)}): ${doc.description}`);
  }
  out.push(
    '',
    '## Optional',
    '',
    `- [All pages as Markdown](${siteRoot}llms-full.txt): every page above, in this order`,
    `- [Error codes](${siteRoot}errors): the message of each production error code of the package`,
  );
  return `${out.join('\n').replace(/\n{3,}/g, '\n\n')}\n`;
}

function markdownUrl(siteRoot: string, permalink: string): string {
  return new URL(markdownPath(permalink).replace(/^\//, ''), siteRoot).href;
}

/**
 * Docs for machines, written after the build from the docs' sources: each doc page's Markdown at
 * its URL plus `.md`, `/llms.txt` (the pages by sidebar section with their descriptions, in the
 * llmstxt.org layout) and `/llms-full.txt` (every page's Markdown, in sidebar order).
 * A post-build step (src/plugins/post-build) that reads no built page, only the docs' loaded
 * content and sources, and writes files of its own.
 */
export function llmsTxtStep(context: LoadContext): PostBuildStep {
  const {siteDir, siteConfig} = context;
  const {version: toolkitVersion} = installedToolkit(siteDir);
  return {
    name: PLUGIN_NAME,
    role: 'read',
    reads: "the docs' metadata and sources, no built page",
    writes: '*.md, llms.txt, llms-full.txt',
    async run({outDir, plugins}) {
      const version = loadedDocs(plugins);

      // Permalinks include the base URL; URLs are built from the site root, which has it too.
      const siteRoot = `${siteConfig.url.replace(/\/$/, '')}${siteConfig.baseUrl}`;
      const sitePath = (permalink: string) => permalink.slice(siteConfig.baseUrl.length);
      const sourcePath = (doc: Doc) => path.join(siteDir, doc.source.replace(/^@site\//, ''));
      const pageUrlBySource = new Map(
        version.docs.map((doc) => [sourcePath(doc), `${siteRoot}${sitePath(doc.permalink)}`]),
      );
      const pages = pagesInSidebarOrder(version.docs, version.sidebars);

      const full = [
        `# ${siteConfig.title}`,
        '',
        `> ${siteConfig.tagline}`,
        '',
        `Every page of the documentation for \`@reduxjs/toolkit\` ${toolkitVersion}, as Markdown, ` +
          `in reading order. The list of pages: ${siteRoot}llms.txt`,
      ];
      for (const {doc} of pages) {
        const file = sourcePath(doc);
        const markdown = toPlainMarkdown(await fs.readFile(file, 'utf8'), doc.title, {
          sourceFile: file,
          pageUrlBySource,
          siteRoot: siteRoot.slice(0, -1),
        });
        const target = path.join(outDir, markdownPath(`/${sitePath(doc.permalink)}`));
        await fs.mkdir(path.dirname(target), {recursive: true});
        await fs.writeFile(target, markdown);
        full.push('', '---', '', `Source: ${pageUrlBySource.get(file)}`, '', markdown.trimEnd());
      }
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), `${full.join('\n')}\n`);
      const llmsTxt = formatLlmsTxt({
        title: siteConfig.title,
        tagline: siteConfig.tagline,
        toolkitVersion,
        siteRoot,
        pages: pages.map((page) => ({
          ...page,
          doc: {...page.doc, permalink: `/${sitePath(page.doc.permalink)}`},
        })),
      });
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt);
    },
  };
}
