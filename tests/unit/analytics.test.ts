import vm from 'node:vm';
import {describe, expect, it, vi} from 'vitest';
import analyticsPlugin, {
  analyticsFromEnv,
  analyticsHeadTags,
  gtagLoaderScript,
  hasAnalytics,
} from '../../src/plugins/analytics';

const UMAMI = {
  UMAMI_WEBSITE_ID: '94db1cb1-74f4-4a40-ad6c-962362670409',
  UMAMI_SRC: 'https://stats.example.org/script.js',
};

describe('analyticsFromEnv', () => {
  it('is off when nothing is set', () => {
    const config = analyticsFromEnv({});
    expect(config).toEqual({});
    expect(hasAnalytics(config)).toBe(false);
    expect(analyticsHeadTags(config)).toEqual([]);
  });

  it('reads Umami (both variables) and gtag', () => {
    expect(analyticsFromEnv({...UMAMI, GTAG_TRACKING_ID: ' G-ABC123 '})).toEqual({
      umami: {websiteId: UMAMI.UMAMI_WEBSITE_ID, src: UMAMI.UMAMI_SRC},
      gtagTrackingId: 'G-ABC123',
    });
  });

  it('warns and leaves Umami out when one of its variables is missing', () => {
    const warn = vi.fn();
    expect(analyticsFromEnv({UMAMI_WEBSITE_ID: 'abc'}, warn)).toEqual({});
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('UMAMI_SRC is not set'));
  });

  it.each([
    [{...UMAMI, UMAMI_SRC: 'http://stats.example.org/script.js'}, /https:\/\//],
    [{...UMAMI, UMAMI_WEBSITE_ID: 'x" onload="alert(1)'}, /UMAMI_WEBSITE_ID/],
    [{GTAG_TRACKING_ID: "G-1');alert(1);('"}, /GTAG_TRACKING_ID/],
  ])('fails the build on a value unsafe in a script tag: %j', (env, message) => {
    expect(() => analyticsFromEnv(env)).toThrow(message);
  });
});

describe('analyticsHeadTags', () => {
  it('adds the Umami script with auto-track, do-not-track and cache on', () => {
    const [tag] = analyticsHeadTags(analyticsFromEnv(UMAMI));
    expect(tag).toEqual({
      tagName: 'script',
      attributes: {
        defer: true,
        src: UMAMI.UMAMI_SRC,
        'data-website-id': UMAMI.UMAMI_WEBSITE_ID,
        'data-auto-track': 'true',
        'data-do-not-track': 'true',
        'data-cache': 'true',
      },
    });
  });

  it('adds gtag as one inline loader, after Umami', () => {
    const tags = analyticsHeadTags(analyticsFromEnv({...UMAMI, GTAG_TRACKING_ID: 'G-ABC123'}));
    expect(tags.map((t) => (typeof t === 'string' ? t : t.tagName))).toEqual(['script', 'script']);
    expect(tags[1]).toEqual({tagName: 'script', innerHTML: gtagLoaderScript('G-ABC123')});
  });
});

/** Runs the gtag loader in a sandbox with the given navigator, and reports what it did. */
function runLoader(
  navigatorProps: Record<string, unknown>,
  windowProps: Record<string, unknown> = {},
) {
  const appended: {async?: boolean; src?: string}[] = [];
  const sandbox: Record<string, unknown> = {
    navigator: navigatorProps,
    document: {
      createElement: () => ({}),
      head: {appendChild: (el: {async?: boolean; src?: string}) => appended.push(el)},
    },
    ...windowProps,
  };
  sandbox.window = sandbox;
  vm.runInNewContext(gtagLoaderScript('G-ABC123'), sandbox);
  const dataLayer = (sandbox.dataLayer as IArguments[]).map((args) => [...args]);
  return {appended, dataLayer, gtag: sandbox.gtag};
}

describe('gtag loader', () => {
  it('loads gtag.js and configures the id with IP anonymisation', () => {
    const {appended, dataLayer} = runLoader({doNotTrack: null});
    expect(appended).toEqual([
      {async: true, src: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123'},
    ]);
    expect(dataLayer[0]![0]).toBe('js');
    expect(dataLayer[1]).toEqual(['config', 'G-ABC123', {anonymize_ip: true}]);
  });

  it.each([
    [{doNotTrack: '1'}, {}],
    [{doNotTrack: 'yes'}, {}],
    [{}, {doNotTrack: '1'}],
    [{msDoNotTrack: '1'}, {}],
    [{globalPrivacyControl: true}, {}],
  ])('loads nothing and configures nothing under Do Not Track (%j, window %j)', (nav, win) => {
    const {appended, dataLayer, gtag} = runLoader(nav, win);
    expect(appended).toEqual([]);
    expect(dataLayer).toEqual([]);
    // Page views after client-side navigation still find a gtag function; it stays local.
    expect(typeof gtag).toBe('function');
  });
});

describe('analyticsPlugin', () => {
  const context = {siteDir: process.cwd()} as Parameters<typeof analyticsPlugin>[0];

  it('registers the gtag route-change module only when gtag is configured', () => {
    expect(analyticsPlugin(context, analyticsFromEnv(UMAMI)).getClientModules?.()).toEqual([]);
    const modules = analyticsPlugin(context, {gtagTrackingId: 'G-ABC123'}).getClientModules?.();
    expect(modules).toEqual([expect.stringMatching(/plugin-google-gtag\/lib\/gtag\.js$/)]);
  });

  it('rejects malformed options', () => {
    expect(() => analyticsPlugin(context, {umami: {websiteId: 'x'}})).toThrow(/umami/);
    expect(() => analyticsPlugin(context, {gtagTrackingId: 5})).toThrow(/gtagTrackingId/);
  });
});
