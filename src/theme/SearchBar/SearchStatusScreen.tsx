// Algolia mode: draws the no-results and failure screens inside the open DocSearch modal, from
// the outcome the wrapped search client recorded (./searchOutcome.ts). DocSearch 4.7 cannot: its
// error status is reset right after a failure, and its suggestion list is never filled in. The
// screens are the local modal's (src/components/SearchModal/StatusScreens.tsx).
import {useEffect, useLayoutEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {ErrorScreen, NoResultsScreen} from '@site/src/components/SearchModal/StatusScreens';
import {useMissingResultsUrl} from './messages';
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
    // Bubbling, never capturing: React reads the box in its own listener below the document.
    // A state update in a capture-phase listener is flushed (in a microtask) before that
    // listener runs, and it re-rendered DocSearch with its query from before the key, which
    // wrote the old text back into the box: the character just typed was lost.
    document.addEventListener('input', bump);
    return () => document.removeEventListener('input', bump);
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
      <ErrorScreen className={styles.statusScreen} />
    ) : (
      <NoResultsScreen
        query={shown.query}
        suggestions={shown.suggestions}
        onSuggestion={typeIntoSearchBox}
        missingResultsUrl={missingResultsUrl({query: shown.query})}
        className={styles.statusScreen}
      />
    );
  return createPortal(screen, target);
}
