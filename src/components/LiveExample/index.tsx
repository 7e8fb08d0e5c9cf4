// The Run and Edit buttons under a docs `run` block. This part is in every page's bundle, so it
// is small: the panel (output, sandbox, editor) loads only when the reader presses a button.
// The buttons are prerendered but invisible until the page has hydrated (they do nothing
// before), so they take their place without moving the page; with JavaScript off they are not
// shown at all (the <noscript> rule in docusaurus.config.ts).
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import styles from './styles.module.css';
import {Toolbar, type Action} from './Toolbar';
import {watchForEdit} from './restore';

const LivePanel = lazy(() => import(/* webpackChunkName: "live-example" */ './Panel'));

type Props = {
  /** `<page key>#<hash>`, from the fence meta (src/code-blocks/blocks.ts). */
  readonly id: string;
  /** The block's place among the page's run blocks (`live-slot`), which keys a saved edit. */
  readonly slot?: number;
  /** The block's language: `ts`, `tsx`, `js` or `jsx`. */
  readonly language: string;
  /** The code the block shows. */
  readonly code: string;
  /** The block as the theme renders it. */
  readonly children: ReactNode;
};

export default function LiveExample({id, slot, language, code, children}: Props): ReactNode {
  const [first, setFirst] = useState<Action | 'restore' | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // A reader's saved edit of this example, or a link to one, opens the panel with it (and loads
  // the panel's chunk); otherwise the page loads nothing more.
  useEffect(() => {
    if (slot === undefined || first !== null || !root.current) return;
    const lang = language === 'js' || language === 'jsx' ? 'js' : 'ts';
    return watchForEdit(root.current, id.split('#')[0]!, slot, lang, () => setFirst('restore'));
  }, [id, slot, language, first]);
  if (first === null) {
    return (
      <div ref={root} className={styles.liveExample}>
        {children}
        <Toolbar onAction={setFirst} />
      </div>
    );
  }
  return (
    <div className={styles.liveExample}>
      <Suspense
        fallback={
          <>
            {children}
            <Toolbar />
          </>
        }>
        <LivePanel id={id} slot={slot} language={language} code={code} firstAction={first}>
          {children}
        </LivePanel>
      </Suspense>
    </div>
  );
}
