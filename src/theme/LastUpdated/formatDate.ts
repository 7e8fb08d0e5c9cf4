const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A UTC date as English `Intl.DateTimeFormat` with `{day: 'numeric', month: 'short', year:
 * 'numeric', timeZone: 'UTC'}` writes it (`Nov 25, 2026`), without creating a DateTimeFormat:
 * the first one a page creates costs the browser its ICU locale data, a long task on a slow
 * phone, for one date in the footer. The site is English only (docusaurus.config.ts, i18n).
 */
export function formatUtcDate(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
