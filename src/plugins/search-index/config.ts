/** Algolia credentials, read from the build environment. */
export type AlgoliaCredentials = {
  readonly appId: string;
  readonly apiKey: string;
  readonly indexName: string;
};

const VARIABLES = {
  appId: 'ALGOLIA_APP_ID',
  apiKey: 'ALGOLIA_API_KEY',
  indexName: 'ALGOLIA_INDEX_NAME',
} as const;

/**
 * Placeholders for local mode: the theme's config schema requires non-empty strings, and the
 * local search bar never sends them anywhere.
 */
export const LOCAL_SEARCH_PLACEHOLDERS: AlgoliaCredentials = {
  appId: 'LOCAL',
  apiKey: 'local-search',
  indexName: 'local',
};

/** The Algolia credentials if all three variables are set (Algolia mode), else null (local). */
export function algoliaFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  warn: (message: string) => void = console.warn,
): AlgoliaCredentials | null {
  const values = {
    appId: env[VARIABLES.appId]?.trim() ?? '',
    apiKey: env[VARIABLES.apiKey]?.trim() ?? '',
    indexName: env[VARIABLES.indexName]?.trim() ?? '',
  };
  const missing = (Object.keys(VARIABLES) as Array<keyof typeof VARIABLES>)
    .filter((key) => values[key] === '')
    .map((key) => VARIABLES[key]);
  if (missing.length === 0) return values;
  if (missing.length < 3) {
    warn(
      `Search: ${missing.join(', ')} not set, so the build uses the local search index. ` +
        'Set all three ALGOLIA_* variables to search with Algolia.',
    );
  }
  return null;
}
