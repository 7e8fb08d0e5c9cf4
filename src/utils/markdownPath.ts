/**
 * Where a page's Markdown twin is served: its path plus `.md` (a path ending in `/` gets
 * `index.md`). Shared by the build plugin and the "Copy page" button, so they cannot disagree.
 */
export function markdownPath(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.md` : `${pagePath}.md`;
}
