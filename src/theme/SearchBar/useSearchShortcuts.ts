import {useEffect, useLayoutEffect, useRef} from 'react';

type Shortcuts = {isOpen: boolean; onOpen: () => void; onClose: () => void};

/** Where "/" is typed rather than a shortcut: the rule DocSearch uses. */
function isEditingContent(event: KeyboardEvent): boolean {
  const target = event.composedPath()[0] as HTMLElement;
  const tag = target.tagName;
  return (
    target.isContentEditable ||
    tag === 'INPUT' ||
    tag === 'SELECT' ||
    tag === 'TEXTAREA' ||
    tag === 'BUTTON'
  );
}

/**
 * The search modal's keys, as DocSearch defines them: Ctrl/Cmd+K opens or closes it, "/" opens
 * it outside text fields and buttons, Escape closes it.
 *
 * DocSearch's own `useDocSearchKeyboardEvents` removes and adds its window listener on every
 * render of the search bar (its options object is new each time). Right after a client-side
 * navigation to a page with code, a Ctrl/Cmd+K fell into that gap about half the time and did
 * nothing. This listener is added once and reads the current state from a ref.
 */
export function useSearchShortcuts(shortcuts: Shortcuts): void {
  const latest = useRef(shortcuts);
  useLayoutEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const {isOpen, onOpen, onClose} = latest.current;
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isEditingContent(event);
      if (!((event.code === 'Escape' && isOpen) || toggle || slash)) return;
      event.preventDefault();
      if (isOpen) onClose();
      // DocSearch marks the body while its modal is up (for example the Algolia one).
      else if (!document.body.classList.contains('DocSearch--active')) onOpen();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
