// Chooses the search box for the build's search mode (ALGOLIA in docusaurus.config.ts).
// Local mode (the search-index plugin is registered): DocSearch's button and our modal in
// DocSearch's markup (src/components/SearchModal), answering from the local index. Algolia mode:
// the theme's own SearchBar, given only the catalogue's wording, a "Let us know." link and a
// client wrapper that records each search's outcome for the status screen, which shows failures
// and empty results inside DocSearch's modal.
// Wrapped, not ejected: if ejected, re-apply the three props passed to the original below.
import {useCallback, type ComponentType, type ReactNode} from 'react';
import OriginalSearchBar from '@theme-original/SearchBar';
import type {DocSearchModalProps, DocSearchTransformClient} from '@docsearch/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useLocalSearchIndexUrl} from '@site/src/search/loader';
import LocalSearchBar from './LocalSearchBar';
import SearchStatusScreen from './SearchStatusScreen';
import {modalTranslations, useMissingResultsUrl} from './messages';
import {withOutcomeReporting} from './searchOutcome';
import translations from '@theme/SearchTranslations';

// The theme types its SearchBar without props, but merges the props it gets over its config.
const ThemeSearchBar = OriginalSearchBar as ComponentType<Partial<DocSearchModalProps>>;

function AlgoliaSearchBar(): ReactNode {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  const getMissingResultsUrl = useMissingResultsUrl();
  // Replaces the theme's transform, which only adds this agent.
  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient) => {
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return withOutcomeReporting(client);
    },
    [docusaurusVersion],
  );
  return (
    <ThemeSearchBar
      translations={{button: translations.button, modal: modalTranslations}}
      getMissingResultsUrl={getMissingResultsUrl}
      transformSearchClient={transformSearchClient}
    />
  );
}

export default function SearchBarWrapper(): ReactNode {
  const indexUrl = useLocalSearchIndexUrl();
  if (indexUrl) return <LocalSearchBar indexUrl={indexUrl} />;
  return (
    <>
      <AlgoliaSearchBar />
      <SearchStatusScreen />
    </>
  );
}
