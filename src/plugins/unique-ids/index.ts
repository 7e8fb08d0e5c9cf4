import fs from 'node:fs/promises';
import path from 'node:path';
import {load} from 'cheerio';
import type {PostBuildStep} from '../post-build/step';
import {builtHtmlFiles} from '../shared/builtSite';

export const PLUGIN_NAME = 'unique-ids';

/** An id that more than one element of a page carries, with those elements' tag names. */
export type DuplicateId = {readonly id: string; readonly elements: readonly string[]};

/** A built page: its file relative to the build directory, and its HTML. */
export type BuiltPage = {readonly page: string; readonly html: string};

/**
 * The ids more than one element of a page carries, in the order they first appear. A link to
 * `#id` (a heading's anchor, a table of contents entry) lands on the first of them only.
 */
export function duplicateIds(html: string): DuplicateId[] {
  const $ = load(html);
  const byId = new Map<string, string[]>();
  $('[id]').each((_, element) => {
    const id = $(element).attr('id')!;
    byId.set(id, [...(byId.get(id) ?? []), element.tagName]);
  });
  return [...byId]
    .filter(([, elements]) => elements.length > 1)
    .map(([id, elements]) => ({id, elements}));
}

/** Throws, naming each page and id, when any page uses an id on more than one element. */
export function assertUniqueIds(pages: Iterable<BuiltPage>): void {
  const problems: string[] = [];
  for (const {page, html} of pages) {
    for (const {id, elements} of duplicateIds(html)) {
      problems.push(
        `  ${page}: id "${id}" on ${elements.length} elements (${elements.join(', ')})`,
      );
    }
  }
  if (problems.length === 0) return;
  throw new Error(
    `[${PLUGIN_NAME}] ${problems.length} duplicate element id(s); a link to #id only reaches ` +
      'the first element. For a heading, pin a distinct anchor on one of them ' +
      '(`### Title {/* #other-id */}`) and update the links that meant it:\n' +
      problems.join('\n'),
  );
}

/**
 * Fails the build when a built page carries the same element id (heading anchors included)
 * twice. A post-build step (src/plugins/post-build) that reads the final HTML.
 */
export function uniqueIdsStep(): PostBuildStep {
  return {
    name: PLUGIN_NAME,
    role: 'read',
    async run({outDir}) {
      const files = await builtHtmlFiles(outDir);
      const pages = await Promise.all(
        files.map(async (page) => ({
          page,
          html: await fs.readFile(path.join(outDir, page), 'utf8'),
        })),
      );
      assertUniqueIds(pages);
    },
  };
}
