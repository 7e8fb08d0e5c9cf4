// The no-results and failure screens of the search modal, in DocSearch's markup and with the
// wording of the specification's error catalogue (src/theme/SearchBar/messages.ts). Drawn by the
// local modal, and by the Algolia mode's status screen inside DocSearch's own modal.
import type {ReactNode} from 'react';
import {searchMessages} from '@site/src/theme/SearchBar/messages';
import styles from './styles.module.css';

function NoResultsIcon(): ReactNode {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="10.5" cy="10.5" r="6.5" stroke="currentColor" strokeWidth="1.5" />
      <path d="M15.5 15.5 20 20M8.5 8.5l4 4m0-4-4 4" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

function ErrorIcon(): ReactNode {
  return (
    <svg width="40" height="40" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <path d="M12 3 2.5 20h19L12 3Z" stroke="currentColor" strokeWidth="1.5" />
      <path d="M12 10v4.5m0 2.5v.5" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** "Unable to fetch results", as an alert. */
export function ErrorScreen({className}: {className?: string}): ReactNode {
  return (
    <div className={`DocSearch-ErrorScreen ${styles.statusScreen} ${className ?? ''}`} role="alert">
      <div className="DocSearch-Screen-Icon">
        <ErrorIcon />
      </div>
      <p className="DocSearch-Title">{searchMessages.errorTitleText}</p>
      <p className="DocSearch-Help">{searchMessages.errorHelpText}</p>
    </div>
  );
}

type NoResultsProps = {
  readonly query: string;
  readonly suggestions: readonly string[];
  /** Searches for a suggestion, as if the reader had typed it. */
  readonly onSuggestion: (suggestion: string) => void;
  readonly missingResultsUrl: string;
  readonly className?: string;
};

/** "No results for" the query, queries to try instead, and a way to report the miss. */
export function NoResultsScreen({
  query,
  suggestions,
  onSuggestion,
  missingResultsUrl,
  className,
}: NoResultsProps): ReactNode {
  return (
    <div className={`DocSearch-NoResults ${styles.statusScreen} ${className ?? ''}`} role="status">
      <div className="DocSearch-Screen-Icon">
        <NoResultsIcon />
      </div>
      <p className="DocSearch-Title">
        {searchMessages.noResultsText} “
        <strong>
          <bdi>{query}</bdi>
        </strong>
        ”
      </p>
      {suggestions.length > 0 && (
        <div className="DocSearch-NoResults-Prefill-List">
          <p className="DocSearch-Help">{searchMessages.suggestedQueryText}:</p>
          <ul className={styles.suggestions}>
            {suggestions.map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  className="DocSearch-Prefill"
                  onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="DocSearch-Help">
        {searchMessages.reportMissingResultsText}{' '}
        <a href={missingResultsUrl} target="_blank" rel="noopener noreferrer">
          {searchMessages.reportMissingResultsLinkText}
        </a>
      </p>
    </div>
  );
}
