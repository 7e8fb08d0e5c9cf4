// theme-classic's CSS module for the code block's button group (see ./themeStyles.ts), in a module
// of its own so that its rules keep their place in the site's CSS: after the copy and word-wrap
// buttons' rules, as the Buttons eject imports it after those buttons.
export {default as codeBlockButtonsStyles} from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
