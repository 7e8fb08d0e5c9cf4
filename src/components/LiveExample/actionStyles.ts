// The Actions view's styles (./Actions.tsx): part of the panel's stylesheet, which
// ./panelStyles.ts adds to the page with the panel; nothing of it is in the site's stylesheet.

export const actionStyles = {
  actions: 'live-actions',
  added: 'live-added',
  changed: 'live-changed',
  changes: 'live-changes',
  details: 'live-details',
  detailsTitle: 'live-detailsTitle',
  field: 'live-field',
  fields: 'live-fields',
  list: 'live-list',
  note: 'live-actionsNote',
  number: 'live-number',
  option: 'live-option',
  removed: 'live-removed',
  request: 'live-request',
  requestKind: 'live-requestKind',
  requestLabel: 'live-requestLabel',
  selected: 'live-selected',
  state: 'live-state',
  store: 'live-store',
  storeCount: 'live-storeCount',
  storeName: 'live-storeName',
  subhead: 'live-subhead',
  summary: 'live-actionSummary',
  switch: 'live-switch',
  type: 'live-type',
} as const;

export const ACTION_CSS = `
.live-actions { margin-top: 0.5rem; font-size: 0.875rem; }
.live-switch { display: inline-flex; gap: 0.25rem; align-items: center; margin-bottom: 0.5rem; cursor: pointer; }
.live-store + .live-store { margin-top: 1rem; }
.live-storeName { margin: 0 0 0.25rem; font-weight: var(--ifm-font-weight-semibold); }
.live-storeCount { font-weight: normal; color: var(--ifm-color-emphasis-700); }
.live-actionsNote { margin: 0.25rem 0; font-style: italic; }
.live-list { max-height: 16rem; overflow-y: auto; border: 1px solid var(--ifm-color-emphasis-300); border-radius: var(--ifm-global-radius); background: var(--ifm-background-color); font-family: var(--ifm-font-family-monospace); font-size: 0.8125rem; }
.live-list:focus-visible { outline: 2px solid var(--ifm-color-primary); outline-offset: 1px; }
.live-option { display: flex; gap: 0.5rem; align-items: baseline; padding: 0.125rem 0.5rem; cursor: pointer; }
.live-option:hover { background: var(--ifm-color-emphasis-100); }
.live-selected, .live-selected:hover { background: var(--ifm-color-emphasis-200); box-shadow: inset 3px 0 var(--ifm-color-primary); }
.live-number { min-width: 2ch; color: var(--ifm-color-emphasis-700); text-align: right; font-variant-numeric: tabular-nums; }
.live-type { flex: none; font-weight: var(--ifm-font-weight-semibold); }
.live-actionSummary { overflow: hidden; color: var(--ifm-color-emphasis-800); text-overflow: ellipsis; white-space: nowrap; }
.live-request { border-top: 1px solid var(--ifm-color-emphasis-200); border-bottom: 1px solid var(--ifm-color-emphasis-200); }
.live-request .live-option { padding-left: 1.5rem; }
.live-requestLabel { padding: 0.125rem 0.5rem; color: var(--ifm-font-color-base); }
.live-requestKind { padding: 0 0.375em; border-radius: var(--ifm-global-radius); background: var(--ifm-color-emphasis-200); font-size: 0.75rem; }
.live-details { margin-top: 0.5rem; padding: 0.5rem 0.75rem; border-left: 3px solid var(--ifm-color-emphasis-400); background: var(--ifm-color-emphasis-100); }
.live-detailsTitle { margin: 0 0 0.25rem; font-family: var(--ifm-font-family-monospace); font-weight: var(--ifm-font-weight-semibold); }
.live-fields { margin: 0; }
.live-field { display: grid; grid-template-columns: 6rem 1fr; gap: 0.5rem; }
.live-field dt { font-family: var(--ifm-font-family-monospace); color: var(--ifm-color-emphasis-800); }
.live-field dd { margin: 0; }
.live-details pre { margin: 0; padding: 0; background: none; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 0.8125rem; }
.live-subhead { margin: 0.5rem 0 0.125rem; font-weight: var(--ifm-font-weight-semibold); }
.live-changes { margin: 0; padding-left: 1.25rem; }
.live-changes code { padding: 0 0.25em; font-size: 0.8125rem; }
.live-added::marker { content: '+ '; color: var(--ifm-color-success-contrast-foreground); }
.live-removed::marker { content: '− '; color: var(--ifm-color-danger-contrast-foreground); }
.live-changed::marker { content: '~ '; }
.live-details pre.live-state { max-height: 20rem; overflow: auto; padding: 0.25rem 0.5rem; border: 1px solid var(--ifm-color-emphasis-300); border-radius: var(--ifm-global-radius); background: var(--ifm-background-color); }
`;
