// theme-classic's CSS modules for the code block, imported by path into our ejects so that the
// blocks keep the theme's class names (and with them its styles and any site CSS that targets
// them). Paths inside the package: not part of its API; see ./README.md. In the order the theme
// loads them, which is the order of their rules in the site's CSS; the Buttons module is in
// ./themeButtonStyles.ts, loaded by the Buttons eject after the copy and wrap buttons' own CSS.
export {default as codeBlockContentStyles} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
export {default as codeBlockLineStyles} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
