// What the Actions view shows of a run: its stores and their actions, built from the sandbox's
// `devtools` messages (already checked field by field in ./messages.ts) and capped (ActionsCap).
// A message that does not fit the run (an action of a store never announced, or of one that does
// not report, a store announced twice) is refused whole, like any other message the page does not
// take.
import {ACTION_LIMITS, cut, type ActionsCap} from '@site/src/live-examples/actions';
import type {ActionReport, RunMessage, StoreReport} from '@site/src/live-examples/protocol';

/** An action as the view shows it: numbered in its store, with the state after it resolved. */
export type ShownAction = Omit<ActionReport, 'state'> & {
  /** 1-based, in the store's order; the first is the store's `@@INIT`. */
  readonly number: number;
  readonly state: string;
};

export type StoreLog = {readonly store: StoreReport; readonly actions: readonly ShownAction[]};

export type ActionsLog = {
  readonly stores: readonly StoreLog[];
  /** Where the cap stopped the view, once it has. */
  readonly note?: string;
};

export const EMPTY_LOG: ActionsLog = {stores: []};

type DevtoolsMessage = Extract<RunMessage, {type: 'devtools'}>;

/** `log` with `message` added, or undefined when the message does not fit it. */
export function addReports(
  log: ActionsLog,
  message: DevtoolsMessage,
  cap: ActionsCap,
): ActionsLog | undefined {
  const byId = new Map(log.stores.map((entry) => [entry.store.id, entry]));
  for (const store of message.stores) {
    if (byId.has(store.id) || store.id > ACTION_LIMITS.stores) return undefined;
    byId.set(store.id, {
      store: {...store, name: cut(store.name, ACTION_LIMITS.short)},
      actions: [],
    });
  }
  for (const action of message.actions) {
    const entry = byId.get(action.store);
    if (!entry?.store.reports) return undefined;
    if (action.state === undefined && entry.actions.length === 0) return undefined;
  }
  const added = new Map<number, ShownAction[]>();
  const taken = cap.take(message.actions);
  if (message.capped) cap.stop(message.capped);
  for (const action of taken) {
    const entry = byId.get(action.store)!;
    const list = added.get(action.store) ?? [];
    added.set(action.store, list);
    const previous = list.at(-1) ?? entry.actions.at(-1);
    const {state, ...rest} = action;
    list.push({
      ...rest,
      number: (previous?.number ?? 0) + 1,
      state: state ?? previous?.state ?? '',
    });
  }
  const stores = [...byId.values()]
    .map((entry) => {
      const more = added.get(entry.store.id);
      return more ? {store: entry.store, actions: [...entry.actions, ...more]} : entry;
    })
    .sort((a, b) => a.store.id - b.store.id);
  const note = cap.note;
  return note ? {stores, note} : {stores};
}
