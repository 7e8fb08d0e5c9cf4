import {createRequire} from 'node:module';
import path from 'node:path';
import type {HtmlTagObject, LoadContext, Plugin} from '@docusaurus/types';
import {GTAG_CLIENT_MODULE} from '../../internals/packages';

export const PLUGIN_NAME = 'analytics';

/** What the build environment configures; an empty object means no analytics at all. */
export type AnalyticsConfig = {
  /** The anonymous, Umami-style script: where it is loaded from and the site's id there. */
  readonly umami?: {readonly websiteId: string; readonly src: string};
  /** A Google Analytics measurement id (`G-…`) for gtag. */
  readonly gtagTrackingId?: string;
};

const GTAG_ORIGIN = 'https://www.googletagmanager.com';

/**
 * Reads `UMAMI_WEBSITE_ID` + `UMAMI_SRC` and `GTAG_TRACKING_ID` (DECISIONS.md, "Analytics").
 * Umami needs both of its variables; with only one the build warns and leaves it out. Values
 * that would not be safe in a script tag fail the build.
 */
export function analyticsFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  warn: (message: string) => void = console.warn,
): AnalyticsConfig {
  const websiteId = env.UMAMI_WEBSITE_ID?.trim() ?? '';
  const src = env.UMAMI_SRC?.trim() ?? '';
  const gtagTrackingId = env.GTAG_TRACKING_ID?.trim() ?? '';
  let umami: AnalyticsConfig['umami'];
  if (websiteId && src) {
    if (!/^[\w-]+$/.test(websiteId)) {
      throw new Error(`UMAMI_WEBSITE_ID must be letters, digits and dashes, got "${websiteId}"`);
    }
    if (!URL.canParse(src) || new URL(src).protocol !== 'https:') {
      throw new Error(`UMAMI_SRC must be an https:// URL, got "${src}"`);
    }
    umami = {websiteId, src};
  } else if (websiteId || src) {
    warn(
      `Analytics: ${websiteId ? 'UMAMI_SRC' : 'UMAMI_WEBSITE_ID'} is not set, so the build has ` +
        'no Umami script. Set both to add it.',
    );
  }
  if (gtagTrackingId && !/^[A-Z]{1,3}-[A-Z\d-]+$/i.test(gtagTrackingId)) {
    throw new Error(`GTAG_TRACKING_ID must look like G-XXXXXXX, got "${gtagTrackingId}"`);
  }
  return {...(umami && {umami}), ...(gtagTrackingId && {gtagTrackingId})};
}

/** The plugin's options, checked: what `analyticsFromEnv` returns. */
function checkedConfig(options: unknown): AnalyticsConfig {
  const {umami, gtagTrackingId} = (options ?? {}) as Record<string, unknown>;
  const isString = (value: unknown) => typeof value === 'string' && value !== '';
  if (umami !== undefined) {
    const {websiteId, src} = umami as Record<string, unknown>;
    if (!isString(websiteId) || !isString(src)) {
      throw new Error(`${PLUGIN_NAME}: umami needs a websiteId and a src`);
    }
  }
  if (gtagTrackingId !== undefined && !isString(gtagTrackingId)) {
    throw new Error(`${PLUGIN_NAME}: gtagTrackingId must be a string`);
  }
  return options as AnalyticsConfig;
}

/** True when the config asks for any analytics. */
export function hasAnalytics(config: AnalyticsConfig): boolean {
  return Boolean(config.umami || config.gtagTrackingId);
}

/**
 * gtag, loaded only when the browser does not ask not to be tracked (Do Not Track, or Global
 * Privacy Control). `gtag()` always exists, so page-view calls after a client-side navigation
 * are safe; under Do Not Track they only fill a local array and nothing leaves the page.
 */
export function gtagLoaderScript(trackingId: string): string {
  const id = JSON.stringify(trackingId);
  return [
    'window.dataLayer=window.dataLayer||[];',
    'window.gtag=function(){window.dataLayer.push(arguments)};',
    '(function(n,w){',
    "if(n.doNotTrack==='1'||n.doNotTrack==='yes'||w.doNotTrack==='1'||n.msDoNotTrack==='1'",
    '||n.globalPrivacyControl===true)return;',
    "gtag('js',new Date());",
    `gtag('config',${id},{anonymize_ip:true});`,
    "var s=document.createElement('script');s.async=true;",
    `s.src=${JSON.stringify(`${GTAG_ORIGIN}/gtag/js?id=${encodeURIComponent(trackingId)}`)};`,
    'document.head.appendChild(s);',
    '})(navigator,window);',
  ].join('');
}

/** The `<head>` tags for the config, in the order they must run. */
export function analyticsHeadTags(config: AnalyticsConfig): HtmlTagObject[] {
  const tags: HtmlTagObject[] = [];
  if (config.umami) {
    tags.push({
      tagName: 'script',
      attributes: {
        defer: true,
        src: config.umami.src,
        'data-website-id': config.umami.websiteId,
        'data-auto-track': 'true',
        'data-do-not-track': 'true',
        'data-cache': 'true',
      },
    });
  }
  if (config.gtagTrackingId) {
    tags.push({tagName: 'script', innerHTML: gtagLoaderScript(config.gtagTrackingId)});
  }
  return tags;
}

/**
 * Analytics, off unless configured (DECISIONS.md): the Umami-style script with auto-tracking,
 * do-not-track and caching; gtag with IP anonymisation, silent under Do Not Track. Page views
 * after client-side navigation reuse the route-change module of @docusaurus/plugin-google-gtag
 * (wrapped, not copied); its own tags are replaced by the loader above, which it cannot make
 * conditional. The security-headers plugin allows the hosts in the Content-Security-Policy.
 */
export default function analyticsPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = checkedConfig(rawOptions);
  const require = createRequire(path.join(context.siteDir, 'package.json'));
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return options.gtagTrackingId ? [require.resolve(GTAG_CLIENT_MODULE)] : [];
    },
    injectHtmlTags() {
      return {headTags: analyticsHeadTags(options)};
    },
  };
}
