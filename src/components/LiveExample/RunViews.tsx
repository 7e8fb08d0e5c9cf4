// A run's two views, as tabs under the example once the run has made a Redux store: Output (what
// it printed) and Actions (what its stores did, ./Actions.tsx). A run without a store shows its
// output alone, as before. The Actions view is part of the panel's chunk: a chunk of its own
// would add its name and hash to the webpack runtime that every page loads.
import {useId, useRef, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import type {ActionsLog} from './actionsLog';
import Actions from './Actions';
import {styles} from './panelStyles';

export type View = 'output' | 'actions';

const VIEWS: readonly View[] = ['output', 'actions'];

export function RunViews({
  actions,
  view,
  onView,
  children,
}: {
  readonly actions: ActionsLog;
  readonly view: View;
  readonly onView: (view: View) => void;
  /** The output. */
  readonly children: ReactNode;
}): ReactNode {
  const id = useId();
  const tabs = useRef<Partial<Record<View, HTMLButtonElement | null>>>({});
  if (actions.stores.length === 0) return children;

  const count = actions.stores.reduce((sum, store) => sum + store.actions.length, 0);
  const labels: Record<View, ReactNode> = {
    output: 'Output',
    actions: (
      <>
        Actions <span className={styles.count}>{count.toLocaleString('en')}</span>
      </>
    ),
  };
  // Arrow keys move between the tabs and open the one they reach, as tabs do.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = VIEWS.indexOf(view);
    const target = {
      ArrowRight: VIEWS[(index + 1) % VIEWS.length],
      ArrowLeft: VIEWS[(index + VIEWS.length - 1) % VIEWS.length],
      Home: VIEWS[0],
      End: VIEWS.at(-1),
    }[event.key];
    if (!target) return;
    event.preventDefault();
    onView(target);
    tabs.current[target]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label="Run results" className={styles.tabs} onKeyDown={onKeyDown}>
        {VIEWS.map((name) => (
          <button
            key={name}
            ref={(button) => {
              tabs.current[name] = button;
            }}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={view === name}
            aria-controls={`${id}-${name}`}
            tabIndex={view === name ? 0 : -1}
            className={clsx(styles.tab, view === name && styles.tabActive)}
            onClick={() => onView(name)}>
            {labels[name]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-output`}
        aria-labelledby={`${id}-output-tab`}
        // Focusable, as the log in it is not: Tab from the tabs reaches the output.
        tabIndex={0}
        hidden={view !== 'output'}>
        {children}
      </div>
      <div
        role="tabpanel"
        id={`${id}-actions`}
        aria-labelledby={`${id}-actions-tab`}
        hidden={view !== 'actions'}>
        {view === 'actions' && <Actions log={actions} />}
      </div>
    </>
  );
}
