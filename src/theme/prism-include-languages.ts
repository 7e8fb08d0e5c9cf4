// Replaces the theme's hook for adding Prism languages, which runs in every page's main bundle.
// The site highlights while it prerenders and loads Prism in the browser only on demand; its
// languages are registered in src/theme/CodeBlock/Content/highlight.ts.
export default function prismIncludeLanguages(): void {}
