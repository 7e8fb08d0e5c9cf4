// The wording of the specification's error catalogue for search, shared by the modal (both
// modes) and the /search page. The theme's defaults differ: DocSearch says "No results found
// for", and the search page "No results were found".
import {useCallback} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {DocSearchModalProps} from '@docsearch/react';

/** Texts of the no-results and error screens. */
export const searchMessages = {
  noResultsText: translate({
    id: 'search.noResults.text',
    message: 'No results for',
    description: 'Before the quoted query when a search finds nothing',
  }),
  suggestedQueryText: translate({
    id: 'search.noResults.suggestedQuery',
    message: 'Try searching for',
    description: 'Before the suggested queries when a search finds nothing',
  }),
  reportMissingResultsText: translate({
    id: 'search.noResults.reportMissing',
    message: 'Believe this query should return results?',
    description: 'Invites the reader to report a search that found nothing',
  }),
  reportMissingResultsLinkText: translate({
    id: 'search.noResults.reportMissingLink',
    message: 'Let us know.',
    description: 'Link to report a search that found nothing',
  }),
  errorTitleText: translate({
    id: 'search.error.title',
    message: 'Unable to fetch results',
    description: 'Title when the search could not run',
  }),
  errorHelpText: translate({
    id: 'search.error.help',
    message: 'You might want to check your network connection.',
    description: 'Help text when the search could not run',
  }),
};

/** The theme's modal translations with the catalogue's wording for screens DocSearch draws. */
export const modalTranslations: NonNullable<DocSearchModalProps['translations']> = {
  ...translations.modal,
  noResultsScreen: {
    ...translations.modal?.noResultsScreen,
    noResultsText: searchMessages.noResultsText,
    suggestedQueryText: searchMessages.suggestedQueryText,
    reportMissingResultsText: searchMessages.reportMissingResultsText,
    reportMissingResultsLinkText: searchMessages.reportMissingResultsLinkText,
  },
  errorScreen: {
    ...translations.modal?.errorScreen,
    titleText: searchMessages.errorTitleText,
    helpText: searchMessages.errorHelpText,
  },
};

/** Where "Let us know." leads: a new issue in the repository, titled with the query. */
export function useMissingResultsUrl(): (params: {query: string}) => string {
  const {siteConfig} = useDocusaurusContext();
  const issuesUrl = String(siteConfig.customFields?.newIssueUrl ?? '');
  return useCallback(
    ({query}) =>
      `${issuesUrl}?title=${encodeURIComponent(`Search finds nothing for "${query.slice(0, 200)}"`)}`,
    [issuesUrl],
  );
}
