import {load, type AnyNode, type CheerioAPI, type Element} from 'cheerio';
import {words, type SearchRecord} from '../../search/schema';

/** What the build knows about a page besides its HTML. */
export type PageInput = {
  /** The route path, base URL included (`/api/configureStore`). */
  readonly path: string;
  readonly html: string;
  /** Locale to assume when the page has no `docsearch:language` meta tag. */
  readonly defaultLanguage: string;
};

/** A page's records, and whether it is a docs page (docs pages must yield sections). */
export type ExtractedPage = {
  readonly records: SearchRecord[];
  readonly isDocsPage: boolean;
  /** A docs page outside every sidebar (the RTK Query internals): it ranks below listed pages. */
  readonly unlisted: boolean;
};

// The text a reader came for lives here: the rendered Markdown of a doc page, or the main
// element of a standalone page. Navbar, sidebar, breadcrumbs, TOC, pagination and footer are
// outside both.
const CONTENT_ROOTS = ['.theme-doc-markdown', 'main'];

// Chrome inside the content root: heading permalinks, copy buttons, tab lists, and the tab
// panels that are hidden (the generated JavaScript twin of each TypeScript example).
const SKIPPED =
  '.hash-link, nav, button, script, style, noscript, svg, [hidden], [role="tablist"], ' +
  '.theme-doc-toc-mobile, .theme-code-block > :not([class*="codeBlockContent"])';

/**
 * An element with this attribute and an id is a record of its own, headed by the attribute's
 * value, under the section it sits in: the rows of the error catalogue, so that a pasted
 * "Minified Redux Toolkit error #38" finds that code's row.
 */
export const SECTION_ATTRIBUTE = 'data-search-section';

// Inline elements join the text around them; every other element separates words.
const INLINE = new Set(['a', 'abbr', 'b', 'code', 'em', 'i', 'kbd', 'mark', 'span', 'strong']);

// Keywords say nothing about a section; identifiers in code blocks do.
const CODE_NOISE = new Set(
  (
    'abstract any as async await boolean break case catch class const constructor continue ' +
    'declare default delete do else enum export extends false finally for from function get ' +
    'if implements import in instanceof interface keyof let new null number object of private ' +
    'protected public readonly return satisfies set static string super switch this throw ' +
    'true try type typeof undefined unknown var void while yield'
  ).split(' '),
);

type Section = {
  level: 0 | 1 | 2;
  heading: string;
  anchor: string | null;
  lvl1: string | null;
  prose: string[];
  code: Set<string>;
};

/** Splits one built HTML page into a page record and one record per `##`/`###` section. */
export function extractPage({path, html, defaultLanguage}: PageInput): ExtractedPage {
  const $ = load(html);
  const meta = (name: string) => $(`meta[name="${name}"]`).attr('content')?.trim() || undefined;
  const tag = meta('docsearch:docusaurus_tag') ?? 'default';
  const language = meta('docsearch:language') ?? defaultLanguage;
  const isDocsPage = tag.startsWith('docs-');
  const unlisted = isDocsPage && $('.theme-doc-sidebar-container').length === 0;

  const root = CONTENT_ROOTS.map((selector) => $(selector).first()).find((el) => el.length > 0);
  const h1 = root?.find('h1').first();
  if (!root || !h1 || h1.length === 0) return {records: [], isDocsPage, unlisted};

  const title = clean(h1.text());
  const skipped = new Set<AnyNode>(root.find(SKIPPED).toArray());
  skipped.add(h1[0]!);
  const sections = walkSections($, root[0] as Element, skipped, title);

  const seen = new Map<string, number>();
  const records = sections.map((section): SearchRecord => {
    const page = section.level === 0;
    const lvl1 = page ? title : section.level === 1 ? section.heading : section.lvl1!;
    const content = clean(section.prose.join(''));
    const url = section.anchor ? `${path}#${section.anchor}` : path;
    // Two headings with one id are a content bug the build does not catch; the link still
    // lands on the first, and the second keeps its own record.
    const count = (seen.get(url) ?? 0) + 1;
    seen.set(url, count);
    return {
      id: count === 1 ? url : `${url}~${count}`,
      url,
      level: section.level === 2 ? 2 : 1,
      lvl0: title,
      lvl1,
      lvl2: section.level === 2 ? section.heading : null,
      title: page ? title : section.heading,
      parents: page ? '' : section.level === 1 ? title : `${title} ${lvl1}`,
      summary: page ? (meta('description') ?? '') : '',
      content,
      code: Array.from(section.code).join(' '),
      language,
      tag,
    };
  });
  return {records, isDocsPage, unlisted};
}

function walkSections(
  $: CheerioAPI,
  root: Element,
  skipped: ReadonlySet<AnyNode>,
  title: string,
): Section[] {
  const page: Section = {
    level: 0,
    heading: title,
    anchor: null,
    lvl1: null,
    prose: [],
    code: new Set(),
  };
  const sections = [page];
  let current = page;
  let currentLvl1: string | null = null;

  const visit = (node: AnyNode, inCode: boolean): void => {
    if (skipped.has(node)) return;
    if (node.type === 'text') {
      if (inCode) addIdentifiers(current.code, node.data);
      else current.prose.push(node.data);
      return;
    }
    if (node.type !== 'tag') return;
    const name = node.name;
    const own = node.attribs[SECTION_ATTRIBUTE];
    if (own && node.attribs.id) {
      // A record of its own (an error code's row), then back to the enclosing section.
      const enclosing = current;
      current = {
        level: currentLvl1 === null ? 1 : 2,
        heading: clean(own),
        anchor: node.attribs.id,
        lvl1: currentLvl1,
        prose: [],
        code: new Set(),
      };
      sections.push(current);
      for (const child of node.children) visit(child, inCode);
      current = enclosing;
      return;
    }
    if (name === 'h2' || name === 'h3') {
      const heading = headingText($, node, skipped);
      // A `###` before any `##` is promoted: the trail never skips a level.
      const level = name === 'h2' || currentLvl1 === null ? 1 : 2;
      if (level === 1) currentLvl1 = heading;
      current = {
        level,
        heading,
        anchor: node.attribs.id ?? null,
        lvl1: currentLvl1,
        prose: [],
        code: new Set(),
      };
      sections.push(current);
      return;
    }
    // Code blocks (the theme's, not any <pre>: the errors page sets messages in <pre>).
    const code = inCode || (node.attribs.class ?? '').split(' ').includes('theme-code-block');
    for (const child of node.children) visit(child, code);
    if (!INLINE.has(name)) {
      if (code) addIdentifiers(current.code, ' ');
      else current.prose.push(' ');
    }
  };
  for (const child of root.children) visit(child, false);
  return sections;
}

function headingText($: CheerioAPI, heading: Element, skipped: ReadonlySet<AnyNode>): string {
  const parts: string[] = [];
  const collect = (node: AnyNode): void => {
    if (skipped.has(node)) return;
    if (node.type === 'text') parts.push(node.data);
    else if (node.type === 'tag') node.children.forEach(collect);
  };
  heading.children.forEach(collect);
  return clean(parts.join('')) || clean($(heading).text());
}

function addIdentifiers(into: Set<string>, text: string): void {
  for (const word of words(text)) {
    if (word.length >= 3 && /^[\p{L}_$]/u.test(word) && !CODE_NOISE.has(word)) into.add(word);
  }
}

/** Collapses whitespace and drops the zero-width spaces of heading permalinks. */
function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
