// Draws the no-results and failure screens inside the open DocSearch modal, from the outcome
// the wrapped search client recorded (./searchOutcome.ts). DocSearch 4.7 cannot: its error
// status is reset right after a failure, and its suggestion list is never filled in. The markup
// reuses DocSearch's class names so the screens look like its own.
import {useEffect, useLayoutEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import {searchMessages, useMissingResultsUrl} from './messages';
import {useSearchOutcome} from './searchOutcome';
import styles from './styles.module.css';

const INPUT_SELECTOR = '.DocSearch-Modal .DocSearch-Input';
const DROPDOWN_SELECTOR = '.DocSearch-Modal .DocSearch-Dropdown';

/** A number that changes whenever the reader edits the modal's search box. */
function useInputTick(): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const bump = (event: Event) => {
      if ((event.target as Element | null)?.matches?.(INPUT_SELECTOR)) setTick((n) => n + 1);
    };
    document.addEventListener('input', bump, true);
    return () => document.removeEventListener('input', bump, true);
  }, []);
  return tick;
}

/** Puts `text` in the modal's search box the way typing would, so DocSearch searches it. */
function typeIntoSearchBox(text: string): void {
  const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
  if (!input) return;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

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

/** Renders into the modal when the last search found nothing or failed; otherwise nothing. */
export default function SearchStatusScreen(): ReactNode {
  const outcome = useSearchOutcome();
  const inputTick = useInputTick();
  const missingResultsUrl = useMissingResultsUrl();
  const shown = outcome?.status === 'empty' || outcome?.status === 'error' ? outcome : null;
  const [target, setTarget] = useState<Element | null>(null);
  useLayoutEffect(() => {
    const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
    // Only while the search box still holds that query: not after the reader changed or
    // cleared it, nor in a modal opened again later.
    const current = shown !== null && input !== null && input.value === shown.query;
    setTarget(current ? document.querySelector(DROPDOWN_SELECTOR) : null);
  }, [shown, inputTick]);

  if (!shown || !target?.isConnected) return null;
  const screen =
    shown.status === 'error' ? (
      <div className={clsx('DocSearch-ErrorScreen', styles.statusScreen)} role="alert">
        <div className="DocSearch-Screen-Icon">
          <ErrorIcon />
        </div>
        <p className="DocSearch-Title">{searchMessages.errorTitleText}</p>
        <p className="DocSearch-Help">{searchMessages.errorHelpText}</p>
      </div>
    ) : (
      <div className={clsx('DocSearch-NoResults', styles.statusScreen)} role="status">
        <div className="DocSearch-Screen-Icon">
          <NoResultsIcon />
        </div>
        <p className="DocSearch-Title">
          {searchMessages.noResultsText} “
          <strong>
            <bdi>{shown.query}</bdi>
          </strong>
          ”
        </p>
        {shown.suggestions.length > 0 && (
          <div className="DocSearch-NoResults-Prefill-List">
            <p className="DocSearch-Help">{searchMessages.suggestedQueryText}:</p>
            <ul className={styles.suggestions}>
              {shown.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <button
                    type="button"
                    className="DocSearch-Prefill"
                    onClick={() => typeIntoSearchBox(suggestion)}>
                    {suggestion}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="DocSearch-Help">
          {searchMessages.reportMissingResultsText}{' '}
          <a
            href={missingResultsUrl({query: shown.query})}
            target="_blank"
            rel="noopener noreferrer">
            {searchMessages.reportMissingResultsLinkText}
          </a>
        </p>
      </div>
    );
  return createPortal(screen, target);
}
