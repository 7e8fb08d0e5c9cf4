// The Actions view of a run (opened from ./RunViews.tsx): for each store the example made, the
// actions that reached it, as the Redux DevTools extension lists them, and for the selected one
// its fields, what it changed, and the whole state after it, read-only. RTK Query's request
// actions are folded under their request; its bookkeeping actions are hidden behind a switch.
// The list is a listbox: the arrow keys, Home, End, Page Up and Page Down move the selection.
import {useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import type {StateChange} from '@site/src/live-examples/protocol';
import type {ActionsLog, ShownAction, StoreLog} from './actionsLog';
import {actionStyles as styles} from './actionStyles';

type Item =
  | {readonly kind: 'action'; readonly action: ShownAction}
  | {
      readonly kind: 'request';
      readonly key: string;
      readonly label: string;
      readonly requestKind: 'query' | 'mutation';
      readonly actions: ShownAction[];
    };

/** The store's actions in order, each RTK Query request's folded where its first one came. */
function itemsOf(actions: readonly ShownAction[], showInternal: boolean): Item[] {
  const items: Item[] = [];
  const requests = new Map<string, Extract<Item, {kind: 'request'}>>();
  for (const action of actions) {
    if (action.internal && !showInternal) continue;
    const {request} = action;
    if (!request) {
      items.push({kind: 'action', action});
      continue;
    }
    const key = `${request.api}\u0000${request.requestId}`;
    let item = requests.get(key);
    if (!item) {
      item = {
        kind: 'request',
        key,
        label: request.label,
        requestKind: request.kind,
        actions: [],
      };
      requests.set(key, item);
      items.push(item);
    }
    item.actions.push(action);
  }
  return items;
}

function changeText(change: StateChange): string {
  if (change.kind === 'added') return `${change.path}: added ${change.after ?? ''}`;
  if (change.kind === 'removed') return `${change.path}: removed (was ${change.before ?? ''})`;
  return `${change.path}: ${change.before ?? ''} → ${change.after ?? ''}`;
}

function plural(n: number, word: string): string {
  return `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
}

/** One line on what an action changed, for the list. */
function summary(action: ShownAction): string {
  const [first] = action.changes;
  if (!first) return 'no change';
  const more = action.changes.length - 1 + action.moreChanges;
  return more > 0 ? `${changeText(first)} (+${more} more)` : changeText(first);
}

export default function Actions({log}: {readonly log: ActionsLog}): ReactNode {
  const [showInternal, setShowInternal] = useState(false);
  const internal = log.stores.reduce(
    (sum, {actions}) => sum + actions.filter((action) => action.internal).length,
    0,
  );
  return (
    <div className={styles.actions}>
      {internal > 0 && (
        <label className={styles.switch}>
          <input
            type="checkbox"
            checked={showInternal}
            onChange={(event) => setShowInternal(event.target.checked)}
          />{' '}
          Show RTK Query&apos;s internal actions ({internal})
        </label>
      )}
      {log.stores.map((entry) => (
        <Store key={entry.store.id} log={entry} showInternal={showInternal} />
      ))}
      {log.note && <p className={styles.note}>{log.note}</p>}
    </div>
  );
}

function Store({log, showInternal}: {readonly log: StoreLog; readonly showInternal: boolean}) {
  const id = useId();
  const {store} = log;
  if (!store.reports) {
    return (
      <section className={styles.store} aria-labelledby={`${id}-name`}>
        <p id={`${id}-name`} className={styles.storeName}>
          {store.name}
        </p>
        <p className={styles.note}>
          This store does not report to DevTools: it was made with <code>devTools: false</code>, or
          with Redux&apos;s <code>createStore</code> without the DevTools enhancer.
        </p>
      </section>
    );
  }
  return <ReportingStore log={log} showInternal={showInternal} />;
}

function ReportingStore({
  log,
  showInternal,
}: {
  readonly log: StoreLog;
  readonly showInternal: boolean;
}): ReactNode {
  const id = useId();
  const {store, actions} = log;
  const items = useMemo(() => itemsOf(actions, showInternal), [actions, showInternal]);
  const visible = useMemo(
    () => items.flatMap((item) => (item.kind === 'action' ? [item.action] : item.actions)),
    [items],
  );
  // Until the reader picks one, the latest action is selected, as new ones come in.
  const [picked, setPicked] = useState<number | null>(null);
  const selected =
    visible.find((action) => action.number === picked) ?? visible.at(-1) ?? undefined;
  const list = useRef<HTMLDivElement>(null);
  const optionId = (action: ShownAction) => `${id}-action-${action.number}`;

  const select = (action: ShownAction | undefined) => {
    if (!action) return;
    setPicked(action.number);
    list.current
      ?.querySelector(`[id="${optionId(action)}"]`)
      ?.scrollIntoView({block: 'nearest', inline: 'nearest'});
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = selected ? visible.indexOf(selected) : -1;
    const to = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      PageDown: index + 10,
      PageUp: index - 10,
      Home: 0,
      End: visible.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(visible[Math.max(0, Math.min(visible.length - 1, to))]);
  };

  const option = (action: ShownAction, label: string) => (
    <div
      key={action.number}
      id={optionId(action)}
      role="option"
      aria-selected={action === selected}
      className={clsx(styles.option, action === selected && styles.selected)}
      onClick={() => {
        setPicked(action.number);
        list.current?.focus();
      }}>
      {/* Spaces between the parts, for the option's text and name (flex drops them on screen). */}
      <span className={styles.number}>{action.number}</span>{' '}
      <span className={styles.type}>{label}</span>{' '}
      <span className={styles.summary}>{summary(action)}</span>
    </div>
  );

  return (
    <section className={styles.store} aria-labelledby={`${id}-name`}>
      <p className={styles.storeName}>
        <span id={`${id}-name`}>{store.name}</span>{' '}
        <span className={styles.storeCount}>· {plural(actions.length, 'action')}</span>
      </p>
      <div
        ref={list}
        role="listbox"
        aria-label={`Actions of ${store.name}`}
        aria-activedescendant={selected ? optionId(selected) : undefined}
        tabIndex={0}
        className={styles.list}
        onKeyDown={onKeyDown}>
        {items.map((item) =>
          item.kind === 'action' ? (
            option(item.action, item.action.type)
          ) : (
            <div
              key={item.key}
              role="group"
              aria-labelledby={`${id}-${item.actions[0]!.number}-request`}
              className={styles.request}>
              <div
                id={`${id}-${item.actions[0]!.number}-request`}
                role="presentation"
                className={styles.requestLabel}>
                {item.label} <span className={styles.requestKind}>{item.requestKind}</span>
              </div>
              {item.actions.map((action) => option(action, action.request?.phase ?? action.type))}
            </div>
          ),
        )}
      </div>
      {selected && <Details action={selected} storeName={store.name} />}
    </section>
  );
}

function Details({
  action,
  storeName,
}: {
  readonly action: ShownAction;
  readonly storeName: string;
}): ReactNode {
  const more = action.moreChanges;
  return (
    <div
      role="region"
      aria-label={`Action ${action.number} of ${storeName}`}
      className={styles.details}>
      <p className={styles.detailsTitle}>
        <span className={styles.number}>{action.number}</span> {action.type}
      </p>
      {action.fields.length > 0 && (
        <dl className={styles.fields}>
          {action.fields.map((field) => (
            <div key={field.name} className={styles.field}>
              <dt>{field.name}</dt>
              <dd>
                <pre>{field.text}</pre>
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className={styles.subhead}>Changes</p>
      {action.changes.length === 0 ? (
        <p className={styles.note}>The state did not change.</p>
      ) : (
        <ul className={styles.changes}>
          {action.changes.map((change, index) => (
            <li key={index} className={styles[change.kind]}>
              <code>{change.path}</code>
              {change.kind === 'changed' && (
                <>
                  : <code>{change.before}</code> → <code>{change.after}</code>
                </>
              )}
              {change.kind === 'added' && (
                <>
                  {' '}
                  added: <code>{change.after}</code>
                </>
              )}
              {change.kind === 'removed' && (
                <>
                  {' '}
                  removed, was <code>{change.before}</code>
                </>
              )}
            </li>
          ))}
          {more > 0 && <li>and {plural(more, 'more change')}</li>}
        </ul>
      )}
      <p className={styles.subhead}>State after it</p>
      <pre
        className={styles.state}
        tabIndex={0}
        aria-label={`State of ${storeName} after action ${action.number}`}>
        {action.state}
      </pre>
    </div>
  );
}
