// The Run and Edit buttons of a live example: prerendered under every run block (./index.tsx) and
// kept by the panel once it has loaded (./Panel.tsx), which replaces Edit with its own buttons.
import type {ReactNode, Ref} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export type Action = 'run' | 'edit';

/** The global class the no-JavaScript rule in docusaurus.config.ts hides. */
const TOOLBAR_CLASS = 'live-example-toolbar';

export function Toolbar({
  onAction,
  runRef,
  onRunIntent,
  children,
}: {
  readonly onAction?: (action: Action) => void;
  /** The pointer entered Run, or Run got the focus: a press may follow. */
  readonly onRunIntent?: () => void;
  readonly runRef?: Ref<HTMLButtonElement>;
  readonly children?: ReactNode;
}): ReactNode {
  return (
    <div className={clsx(TOOLBAR_CLASS, styles.toolbar)}>
      <button
        ref={runRef}
        type="button"
        className={styles.button}
        onPointerEnter={onRunIntent}
        onFocus={onRunIntent}
        onClick={() => onAction?.('run')}>
        Run
      </button>
      {children ?? (
        <button type="button" className={styles.button} onClick={() => onAction?.('edit')}>
          Edit
        </button>
      )}
    </div>
  );
}
