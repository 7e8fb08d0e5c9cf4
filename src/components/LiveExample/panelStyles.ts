// The panel's and the editor's styles, added to the page when the panel loads: a CSS module
// here would go into the site's one stylesheet, which every page loads before anyone presses
// Run. A constructed stylesheet is not an inline style, so the site's policy is unchanged.
import {ACTION_CSS} from './actionStyles';

/** The panel's class names, as a CSS module would give them. */
export const styles = {
  bad: 'live-bad',
  count: 'live-count',
  editedLabel: 'live-editedLabel',
  editor: 'live-editor',
  editorFrame: 'live-editorFrame',
  error: 'live-error',
  failedLine: 'live-failedLine',
  failure: 'live-failure',
  fileTab: 'live-fileTab',
  fileTabActive: 'live-fileTabActive',
  fileTabs: 'live-fileTabs',
  frames: 'live-frames',
  good: 'live-good',
  keptStatus: 'live-keptStatus',
  line: 'live-line',
  note: 'live-note',
  notice: 'live-notice',
  output: 'live-output',
  shareLink: 'live-shareLink',
  status: 'live-status',
  summary: 'live-summary',
  tab: 'live-tab',
  tabActive: 'live-tabActive',
  tabs: 'live-tabs',
  time: 'live-time',
  values: 'live-values',
  warn: 'live-warn',
  where: 'live-where',
} as const;

const CSS = `
.live-editorFrame { border: 1px solid var(--ifm-color-emphasis-300); border-radius: var(--ifm-code-border-radius); overflow: hidden; }
.live-editor .cm-editor { background: var(--prism-background-color); color: var(--prism-color); font-family: var(--ifm-font-family-monospace); font-size: var(--ifm-code-font-size); }
.live-editor .cm-scroller { font-family: inherit; line-height: var(--ifm-pre-line-height); }
.live-editor .cm-gutters { background: var(--prism-background-color); border-right: 1px solid var(--ifm-color-emphasis-300); color: var(--ifm-color-emphasis-700); }
.live-editor .cm-activeLine, .live-editor .cm-activeLineGutter { background: var(--docusaurus-highlighted-code-line-bg); }
.live-editor .live-failedLine { background: color-mix(in srgb, var(--ifm-color-danger) 18%, transparent); box-shadow: inset 3px 0 var(--ifm-color-danger); }
.live-editor .cm-focused { outline: 2px solid var(--ifm-color-primary); outline-offset: -2px; }
.live-fileTabs { display: flex; flex-wrap: wrap; gap: 0.25rem; padding: 0.375rem; border-bottom: 1px solid var(--ifm-color-emphasis-300); background: var(--ifm-color-emphasis-100); }
.live-fileTab { padding: 0.125rem 0.5rem; border: 1px solid transparent; border-radius: var(--ifm-global-radius); background: none; color: var(--ifm-font-color-base); font-family: var(--ifm-font-family-monospace); font-size: 0.8125rem; cursor: pointer; }
.live-fileTabActive { border-color: var(--ifm-color-primary); background: var(--ifm-background-surface-color); }
.live-frames { overflow: hidden; }
.live-frames iframe { display: block; width: 100%; height: 100%; margin-top: 0.5rem; border: 1px solid var(--ifm-color-emphasis-300); border-radius: var(--ifm-global-radius); background: var(--ifm-background-color); }
.live-output { margin-top: 0.5rem; padding: 0.5rem 0.75rem; border-left: 3px solid var(--ifm-color-emphasis-400); background: var(--ifm-color-emphasis-100); font-size: 0.875rem; }
.live-line { margin: 0; padding: 0; background: none; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 0.8125rem; }
.live-warn { color: var(--ifm-color-warning-contrast-foreground); }
.live-error { color: var(--ifm-color-danger-contrast-foreground); }
.live-note, .live-status, .live-where { margin: 0 0 0.25rem; font-style: italic; }
.live-summary { margin: 0.25rem 0 0; font-weight: var(--ifm-font-weight-semibold); }
.live-good { color: var(--ifm-color-success-contrast-foreground); }
.live-bad { color: var(--ifm-color-danger-contrast-foreground); }
.live-time { font-weight: normal; color: var(--ifm-color-emphasis-700); }
.live-failure { margin: 0.25rem 0; }
.live-values { display: grid; grid-template-columns: max-content 1fr; gap: 0.125rem 0.75rem; margin: 0; }
.live-values dd { margin: 0; }
.live-notice { margin-bottom: 0.5rem; padding: 0.5rem 0.75rem; border-left: 3px solid var(--ifm-color-info-dark); background: var(--ifm-color-emphasis-100); font-size: 0.875rem; }
.live-notice p, .live-keptStatus p { margin: 0; }
.live-keptStatus { font-size: 0.875rem; }
.live-keptStatus p { margin-top: 0.25rem; }
.live-editedLabel { font-size: 0.875rem; color: var(--ifm-color-emphasis-800); }
.live-shareLink { width: min(32rem, 100%); font-family: var(--ifm-font-family-monospace); font-size: 0.8125rem; }
.live-tabs { display: flex; gap: 0.25rem; margin-top: 0.5rem; border-bottom: 1px solid var(--ifm-color-emphasis-300); }
.live-tab { margin-bottom: -1px; padding: 0.25rem 0.75rem; border: 1px solid transparent; border-radius: var(--ifm-global-radius) var(--ifm-global-radius) 0 0; background: none; color: var(--ifm-font-color-base); font: inherit; font-size: 0.875rem; cursor: pointer; }
.live-tab:hover { color: var(--ifm-color-primary-darkest); }
.live-tabActive { border-color: var(--ifm-color-emphasis-300); border-bottom-color: var(--ifm-background-color); background: var(--ifm-background-color); font-weight: var(--ifm-font-weight-semibold); }
.live-count { display: inline-block; min-width: 1.5em; padding: 0 0.375em; border-radius: 0.75em; background: var(--ifm-color-emphasis-200); font-size: 0.75rem; font-weight: normal; text-align: center; }
.live-tabs + [role='tabpanel'] > .live-output, .live-tabs ~ [role='tabpanel'] > .live-output { margin-top: 0; }
.live-values pre { margin: 0; padding: 0; background: none; white-space: pre-wrap; font-size: 0.8125rem; }
`;

let adopted = false;

/** Adds the panel's styles, the Actions view's included, to the document, once. */
export function adoptPanelStyles(): void {
  if (adopted || typeof document === 'undefined') return;
  adopted = true;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(CSS + ACTION_CSS);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
