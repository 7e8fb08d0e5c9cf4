// Hooks our theme overrides use from `@docusaurus/theme-common/internal`: the theme's own
// components use them, and swizzled copies of those components must too, but the theme does not
// document them. (Its CSS modules are in ./themeStyles.ts, core's route context in ./core.ts, so
// that each importer loads only what it uses.) ./README.md lists each with the test that watches
// it. Upstream: the swizzle RFC, https://github.com/facebook/docusaurus/issues/6114, and the
// maintainers' plan to move these to public APIs (https://github.com/facebook/docusaurus/pull/8088).

export {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  sanitizeTabsChildren,
  TabsProvider,
  useCodeBlockContext,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
  type CodeBlockMetadata,
  type TabItemProps,
  type useCodeWordWrap,
} from '@docusaurus/theme-common/internal';
