/**
 * Errors of the Nu HTML checker that `npm run check:html` (scripts/check-html.ts) lets through:
 * markup Docusaurus itself writes, and standard HTML the checker does not know yet. Each entry
 * names the markup, who writes it and why it stays; a mistake in our own markup is fixed, never
 * listed. An entry that no longer matches anything fails the check, so the list cannot outlive
 * the markup it excuses.
 */
export type AllowedHtmlError = {
  /** The checker's message, exactly as it prints it (with its “curly quotes”). */
  readonly message: string;
  /** Must also match the checker's extract: the markup around the error. */
  readonly extract: RegExp;
  /** Who writes this markup and why it stays. */
  readonly reason: string;
};

export const ALLOWED_HTML_ERRORS = [
  {
    message:
      'The “itemprop” attribute was specified, but the element is not a property of any item.',
    extract: /<time datetime=[^ >]+ itemprop=dateModified>/,
    reason:
      "The theme's LastUpdated markup (@docusaurus/theme-classic) marks the date " +
      '`itemprop=dateModified`; no theme component puts an itemscope around a doc page.',
  },
  // The two entries below are the site's own markup, not Docusaurus's: standard HTML that the
  // checker does not know yet. Remove them when a vnu-jar release accepts `rel=expect`.
  {
    message:
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    extract: /<link rel=expect href=#__docusaurus_skipToContent_fallback blocking=render>/,
    reason:
      'docusaurus.config.ts headTags: no first paint before the navbar is parsed (no layout ' +
      'shift on a slow phone). `<link rel=expect blocking=render>` is in the HTML standard ' +
      '(#link-type-expect); vnu 26.9.27 only accepts `blocking` on style sheets.',
  },
  {
    message:
      'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.',
    extract: /<link data-rh=true rel=expect href=#copy-page-end blocking=render \/>/,
    reason:
      'src/theme/DocBreadcrumbs: no first paint before the Copy page row is parsed; the same ' +
      'standard markup and the same checker gap as the entry above.',
  },
] as const satisfies readonly AllowedHtmlError[];
