import {afterEach, describe, expect, it, vi} from 'vitest';
import type {Config} from '@docusaurus/types';
import * as searchTheme from '@docusaurus/theme-search-algolia';
import {normalizeThemeConfig} from '@docusaurus/utils-validation';
import {algoliaFromEnv, LOCAL_SEARCH_PLACEHOLDERS} from '@site/src/plugins/search-index/config';

const ALGOLIA_ENV = {
  ALGOLIA_APP_ID: 'TESTAPP123',
  ALGOLIA_API_KEY: 'public-search-key',
  ALGOLIA_INDEX_NAME: 'rtk-docs',
};

/** docusaurus.config.ts as a build would load it with `env` set, and the plugin it may list. */
async function loadConfig(env: Record<string, string>) {
  vi.resetModules();
  for (const name of Object.keys(ALGOLIA_ENV)) vi.stubEnv(name, env[name] ?? '');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const config = (await import('@site/docusaurus.config')).default as Config;
  const searchIndexPlugin = (await import('@site/src/plugins/search-index')).default;
  return {config, searchIndexPlugin};
}

// The theme's runtime entry exports its config validation; its type declarations do not.
const {validateThemeConfig} = searchTheme as unknown as {
  validateThemeConfig: (args: {themeConfig: unknown; validate: typeof normalizeThemeConfig}) => {
    algolia: Record<string, unknown>;
  };
};

/** The `algolia` theme config after the theme's own validation, which a build runs too. */
function validatedAlgolia(config: Config) {
  return validateThemeConfig({themeConfig: config.themeConfig, validate: normalizeThemeConfig})
    .algolia;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('algoliaFromEnv', () => {
  it('returns the credentials when all three variables are set', () => {
    expect(algoliaFromEnv({...ALGOLIA_ENV, ALGOLIA_APP_ID: '  TESTAPP123 '})).toEqual({
      appId: 'TESTAPP123',
      apiKey: 'public-search-key',
      indexName: 'rtk-docs',
    });
  });

  it('chooses local search, silently, when none is set', () => {
    const warn = vi.fn();
    expect(algoliaFromEnv({}, warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('chooses local search and names what is missing when only some are set', () => {
    const warn = vi.fn();
    expect(algoliaFromEnv({ALGOLIA_APP_ID: 'X', ALGOLIA_API_KEY: '   '}, warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME not set'),
    );
  });
});

describe('docusaurus.config.ts search switch', () => {
  it('local mode by default: the index plugin, placeholder credentials the theme accepts', async () => {
    const {config, searchIndexPlugin} = await loadConfig({});
    expect(config.plugins).toContain(searchIndexPlugin);
    expect(validatedAlgolia(config)).toMatchObject({
      ...LOCAL_SEARCH_PLACEHOLDERS,
      contextualSearch: true,
      searchPagePath: 'search',
    });
  });

  it('Algolia mode with all three variables: real credentials, contextual search, no index', async () => {
    const {config, searchIndexPlugin} = await loadConfig(ALGOLIA_ENV);
    expect(config.plugins).not.toContain(searchIndexPlugin);
    expect(validatedAlgolia(config)).toMatchObject({
      appId: 'TESTAPP123',
      apiKey: 'public-search-key',
      indexName: 'rtk-docs',
      contextualSearch: true,
      searchPagePath: 'search',
    });
  });

  it('stays local when a variable is missing', async () => {
    const {config, searchIndexPlugin} = await loadConfig({...ALGOLIA_ENV, ALGOLIA_INDEX_NAME: ''});
    expect(config.plugins).toContain(searchIndexPlugin);
    expect(validatedAlgolia(config).appId).toBe(LOCAL_SEARCH_PLACEHOLDERS.appId);
  });
});
