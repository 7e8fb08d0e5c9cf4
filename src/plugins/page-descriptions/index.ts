import type {LoadContext} from '@docusaurus/types';
import type {PostBuildStep} from '../post-build/step';
import {loadedDocs, readPageHtml, type LoadedDoc} from '../../build/builtSite';

export const PLUGIN_NAME = 'page-descriptions';

/** The `content` of `<meta name="description">` in a built page, if it has a non-empty one. */
export function metaDescription(html: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    if (!/\bname=["']?description["'\s>]/i.test(tag)) continue;
    const content = /\bcontent=(?:"([^"]*)"|'([^']*)')/i.exec(tag);
    const value = (content?.[1] ?? content?.[2] ?? '').trim();
    if (value) return value;
  }
  return undefined;
}

type Doc = Pick<LoadedDoc, 'source' | 'frontMatter'>;

/** Doc sources whose front matter has no `description` (the theme would guess one). */
export function docsWithoutDescription(docs: readonly Doc[]): string[] {
  return docs
    .filter((doc) => {
      const description = doc.frontMatter.description;
      return typeof description !== 'string' || description.trim() === '';
    })
    .map((doc) => doc.source.replace(/^@site\//, ''));
}

/**
 * Warns, without failing the build, about pages that link previews and search results would
 * describe badly: a doc whose front matter has no `description` (the theme then takes the first
 * paragraph, whatever it is) and any built page with no `<meta name="description">` at all.
 * A post-build step (src/plugins/post-build) that reads the final HTML.
 */
export function pageDescriptionsStep(context: LoadContext): PostBuildStep {
  const {baseUrl} = context.siteConfig;
  return {
    name: PLUGIN_NAME,
    role: 'read',
    reads: "the docs' metadata; every page",
    writes: 'nothing: warnings',
    async run({outDir, plugins, routesPaths}) {
      const missingInDocs = docsWithoutDescription(loadedDocs(plugins).docs);
      const missingInPages: string[] = [];
      for (const route of new Set(routesPaths)) {
        const html = await readPageHtml(outDir, baseUrl, route).catch(() => undefined);
        if (html !== undefined && metaDescription(html) === undefined) missingInPages.push(route);
      }
      for (const source of missingInDocs) {
        console.warn(
          `[WARNING] ${source} has no description in its front matter; link previews and ` +
            'search results get its first paragraph instead.',
        );
      }
      for (const route of missingInPages) {
        console.warn(`[WARNING] ${route} has no <meta name="description">.`);
      }
    },
  };
}
