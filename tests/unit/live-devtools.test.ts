// The sandbox's DevTools hook (src/live-examples/runtime/devtools.ts) with the real toolkit: the
// globals are put on this worker's global object before the toolkit is first imported, as the
// sandbox's runtime puts them before the package scripts load.
import fs from 'node:fs';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import type * as Rtk from '@reduxjs/toolkit';
import type * as RtkQuery from '@reduxjs/toolkit/query';
import type {ActionReport, RunMessage, StoreReport} from '../../src/live-examples/protocol';
import {HONOURED_OPTIONS, installDevTools} from '../../src/live-examples/runtime/devtools';
import {diffStates, formatPath} from '../../src/live-examples/runtime/stateDiff';
import {ACTION_LIMITS, ActionsCap} from '../../src/live-examples/actions';
import {createStore as sandboxCreateStore} from '../../src/live-examples/redux';
import {readRunMessage} from '../../src/components/LiveExample/messages';
import {addReports, EMPTY_LOG} from '../../src/components/LiveExample/actionsLog';

const sent: Extract<RunMessage, {type: 'devtools'}>[] = [];
let flush: () => void = () => undefined;

type Toolkit = typeof Rtk;
type Query = typeof RtkQuery;
let toolkit: Toolkit;
let query: Query;

beforeAll(async () => {
  (globalThis as Record<string, unknown>).window = globalThis;
  ({flush} = installDevTools(
    globalThis,
    (message) => {
      if (message.type === 'devtools') sent.push(message);
    },
    // Nothing is sent on a timer here: each test flushes.
    () => undefined,
  ));
  toolkit = await import('@reduxjs/toolkit');
  query = await import('@reduxjs/toolkit/query');
});

/** What the hook sends when flushed now. */
function take(): {stores: StoreReport[]; actions: ActionReport[]} {
  sent.length = 0;
  flush();
  return {
    stores: sent.flatMap((message) => [...message.stores]),
    actions: sent.flatMap((message) => [...message.actions]),
  };
}

function counterStore(devTools?: Parameters<Toolkit['configureStore']>[0]['devTools']) {
  const counter = toolkit.createSlice({
    name: 'counter',
    initialState: {value: 0},
    reducers: {
      increment: (state) => {
        state.value += 1;
      },
      noop: () => undefined,
    },
  });
  const store = toolkit.configureStore({
    reducer: {counter: counter.reducer},
    ...(devTools !== undefined && {devTools}),
  });
  return {store, ...counter.actions};
}

describe('the DevTools hook', () => {
  it('reports a configureStore store, its @@INIT and each action with what it changed', () => {
    take();
    const {store, increment} = counterStore();
    store.dispatch(increment());
    const {stores, actions} = take();
    expect(stores).toHaveLength(1);
    expect(stores[0]).toMatchObject({name: `store ${stores[0]!.id}`, reports: true});
    expect(actions.map((action) => action.type)).toEqual(['@@INIT', 'counter/increment']);
    expect(actions[0]!.changes).toEqual([{kind: 'added', path: 'counter', after: '{ value: 0 }'}]);
    expect(actions[1]).toMatchObject({
      store: stores[0]!.id,
      fields: [{name: 'payload', text: 'undefined'}],
      changes: [{kind: 'changed', path: 'counter.value', before: '0', after: '1'}],
      moreChanges: 0,
      state: '{ counter: { value: 1 } }',
      internal: false,
    });
  });

  it('sends a state once: an action that changes nothing has none', () => {
    const {store, noop} = counterStore();
    take();
    store.dispatch(noop());
    const [action] = take().actions;
    expect(action).toMatchObject({type: 'counter/noop', changes: []});
    expect(action).not.toHaveProperty('state');
  });

  it('honours the name, the sanitizers and the lists of the devTools option', () => {
    const {store, increment, noop} = counterStore({
      name: 'Counter app',
      actionsDenylist: ['noop'],
      actionSanitizer: (action) => ({...action, type: `${action.type} (clean)`}),
      stateSanitizer: <S>(state: S): S => ({...state, secret: '<hidden>'}) as S,
    });
    store.dispatch(noop());
    store.dispatch(increment());
    const {stores, actions} = take();
    expect(stores[0]!.name).toBe('Counter app');
    expect(actions.map((action) => action.type)).toEqual([
      '@@INIT (clean)',
      'counter/increment (clean)',
    ]);
    expect(actions[1]!.state).toContain("secret: '<hidden>'");
  });

  it('lists a devTools: false store as one that does not report, and a plain createStore too', () => {
    take();
    counterStore(false);
    const reducer = (state = 0) => state;
    sandboxCreateStore(reducer);
    const withEnhancer = (
      globalThis as unknown as {
        __REDUX_DEVTOOLS_EXTENSION__: () => Parameters<typeof sandboxCreateStore>[1];
      }
    ).__REDUX_DEVTOOLS_EXTENSION__;
    sandboxCreateStore(reducer, withEnhancer() as never);
    const {stores, actions} = take();
    expect(stores.map(({reports}) => reports)).toEqual([false, true]);
    // configureStore in Node imports Redux itself, not the sandbox's: its store is not seen at
    // all here (the e2e checks see it in the sandbox); the other two are.
    expect(stores.map(({name}) => name)).toEqual(stores.map(({id}) => `store ${id}`));
    expect(actions.map((action) => action.type)).toEqual(['@@INIT']);
  });

  it("folds RTK Query's request actions by request, and marks its bookkeeping ones", async () => {
    const api = query.createApi({
      baseQuery: query.fakeBaseQuery(),
      endpoints: (build) => ({
        getDouble: build.query<number, number>({queryFn: (n) => ({data: n * 2})}),
        save: build.mutation<number, {id: number}>({queryFn: ({id}) => ({data: id})}),
      }),
    });
    const store = toolkit.configureStore({
      reducer: {[api.reducerPath]: api.reducer},
      middleware: (getDefault) => getDefault().concat(api.middleware),
    });
    take();
    await store.dispatch(api.endpoints.getDouble.initiate(2));
    await store.dispatch(api.endpoints.save.initiate({id: 7}));
    const {actions} = take();
    const requests = actions.filter((action) => action.request);
    expect(requests.map(({request}) => [request!.label, request!.kind, request!.phase])).toEqual([
      ['getDouble(2)', 'query', 'pending'],
      ['getDouble(2)', 'query', 'fulfilled'],
      ['save({ id: 7 })', 'mutation', 'pending'],
      ['save({ id: 7 })', 'mutation', 'fulfilled'],
    ]);
    expect(requests[0]!.request!.requestId).toBe(requests[1]!.request!.requestId);
    expect(requests[0]!.request).toMatchObject({api: 'api', endpoint: 'getDouble'});
    expect(
      actions.find((action) => action.type === 'api/config/middlewareRegistered'),
    ).toMatchObject({internal: true});
    expect(requests.every((action) => !action.internal)).toBe(true);
  });

  it('records an action it cannot read as one, without ending the run', () => {
    const store = sandboxCreateStore(
      (state: number = 0) => state,
      (
        globalThis as unknown as {__REDUX_DEVTOOLS_EXTENSION__: () => never}
      ).__REDUX_DEVTOOLS_EXTENSION__(),
    );
    take();
    const hostile = new Proxy(
      {type: 'hostile'},
      {
        ownKeys() {
          throw new Error('no keys for you');
        },
      },
    );
    store.dispatch(hostile);
    const [action] = take().actions;
    expect(action).toMatchObject({type: '<could not record this action>', state: '<not printed>'});
    expect(action!.fields[0]!.text).toContain('no keys for you');
  });

  it('keeps recording within the cap, with a note where it stopped', () => {
    const {store, increment} = counterStore();
    take();
    for (let i = 0; i < ACTION_LIMITS.entries + 50; i++) store.dispatch(increment());
    const {actions} = take();
    expect(actions.length).toBeLessThanOrEqual(ACTION_LIMITS.entries);
  });

  // Last: the stores it makes use up the run's numbers.
  it('lists the first stores up to the limit, and makes the others as usual', () => {
    take();
    const withEnhancer = (globalThis as unknown as {__REDUX_DEVTOOLS_EXTENSION__: () => never})
      .__REDUX_DEVTOOLS_EXTENSION__;
    const made = Array.from({length: ACTION_LIMITS.stores + 5}, () =>
      sandboxCreateStore((state: number = 0) => state + 1, withEnhancer()),
    );
    made.at(-1)!.dispatch({type: 'late'});
    expect(made.at(-1)!.getState()).toBe(2);
    const {stores, actions} = take();
    expect(Math.max(...stores.map(({id}) => id))).toBeLessThanOrEqual(ACTION_LIMITS.stores);
    expect(actions.some((action) => action.type === 'late')).toBe(false);
  });
});

describe('diffStates', () => {
  it('walks only where references differ, and names each path as code would', () => {
    const shared = {big: Array.from({length: 5}, (_, i) => i)};
    const before = {a: {b: 1, gone: true}, shared, list: [1, 2], 'odd key': 1};
    const after = {a: {b: 2, fresh: 'x'}, shared, list: [1, 3, 4], 'odd key': 2};
    const {changes, more} = diffStates(before, after, 10);
    expect(more).toBe(0);
    expect(changes.map((change) => [change.kind, formatPath(change.path)])).toEqual([
      ['changed', 'a.b'],
      ['removed', 'a.gone'],
      ['added', 'a.fresh'],
      ['changed', 'list[1]'],
      ['added', 'list[2]'],
      ['changed', '["odd key"]'],
    ]);
  });

  it('shows a state that is not a container, a Map and a cycle as one changed value', () => {
    expect(diffStates(0, 1, 5).changes).toEqual([{kind: 'changed', path: [], before: 0, after: 1}]);
    const changes = diffStates({m: new Map([[1, 1]])}, {m: new Map([[1, 2]])}, 5).changes;
    expect(changes.map((change) => formatPath(change.path))).toEqual(['m']);
    const a: Record<string, unknown> = {n: 1};
    a.self = a;
    const b: Record<string, unknown> = {n: 2};
    b.self = b;
    expect(diffStates(a, b, 100).changes.length).toBeLessThan(100);
  });

  it('counts what it leaves out past the limit', () => {
    const before = Object.fromEntries(Array.from({length: 30}, (_, i) => [`k${i}`, i]));
    const after = Object.fromEntries(Array.from({length: 30}, (_, i) => [`k${i}`, i + 1]));
    expect(diffStates(before, after, 10)).toMatchObject({more: 20});
    expect(diffStates(before, after, 10).changes).toHaveLength(10);
  });
});

describe('ActionsCap', () => {
  const action = (text: string): ActionReport => ({
    store: 1,
    type: 't',
    fields: [{name: 'payload', text}],
    changes: [],
    moreChanges: 0,
    internal: false,
  });

  it('cuts each text to its limit and stops at the entries limit, with a note', () => {
    const cap = new ActionsCap({...ACTION_LIMITS, entries: 2});
    const [first] = cap.take([action('x'.repeat(ACTION_LIMITS.field + 5))]);
    expect(first!.fields[0]!.text).toHaveLength(ACTION_LIMITS.field);
    expect(first!.fields[0]!.text.endsWith('…')).toBe(true);
    expect(cap.take([action('a'), action('b')])).toHaveLength(1);
    expect(cap.note).toBe('Recording stopped after 2 actions; the example went on running.');
  });

  it('stops at the characters limit', () => {
    const cap = new ActionsCap({...ACTION_LIMITS, characters: 20});
    // Each counts its type, field name and text: 1 + 7 + 5, then 1 + 7 + 6.
    expect(cap.take([action('12345'), action('123456')])).toHaveLength(1);
    expect(cap.note).toBe('Recording stopped after 20 characters; the example went on running.');
  });
});

describe('what the page takes of a devtools message', () => {
  const store = {id: 1, name: 'store 1', reports: true};
  const action: ActionReport = {
    store: 1,
    type: 'counter/increment',
    fields: [{name: 'payload', text: 'undefined'}],
    changes: [{kind: 'changed', path: 'counter.value', before: '0', after: '1'}],
    moreChanges: 0,
    state: '{ counter: { value: 1 } }',
    internal: false,
  };

  it('takes the protocol with only its fields, and refuses any field of the wrong kind', () => {
    const message = {type: 'devtools', stores: [{...store, extra: '<img>'}], actions: [action]};
    expect(readRunMessage(message)).toEqual({type: 'devtools', stores: [store], actions: [action]});
    const request = {
      api: 'api',
      endpoint: 'getPost',
      requestId: 'r1',
      label: 'getPost(1)',
      kind: 'query',
      phase: 'pending',
    };
    expect(
      readRunMessage({
        type: 'devtools',
        stores: [],
        actions: [{...action, request}],
        capped: 'entries',
      }),
    ).toEqual({type: 'devtools', stores: [], actions: [{...action, request}], capped: 'entries'});
    const broken: unknown[] = [
      {type: 'devtools', stores: [{...store, id: -1}], actions: []},
      {type: 'devtools', stores: [{...store, reports: 'yes'}], actions: []},
      {type: 'devtools', stores: [], actions: [{...action, changes: [{kind: 'moved', path: 'a'}]}]},
      {type: 'devtools', stores: [], actions: [{...action, fields: [{name: 'payload', text: 1}]}]},
      {type: 'devtools', stores: [], actions: [{...action, request: {...request, phase: 'later'}}]},
      {type: 'devtools', stores: [], actions: [{...action, state: {toString: 1}}]},
      {type: 'devtools', stores: [], actions: [], capped: 'everything'},
      {type: 'devtools', stores: 'all', actions: []},
    ];
    for (const data of broken) expect(readRunMessage(data)).toBeUndefined();
  });

  it('refuses a message that does not fit the run: unknown, silent or repeated stores', () => {
    const cap = new ActionsCap();
    const log = addReports(EMPTY_LOG, {type: 'devtools', stores: [store], actions: [action]}, cap)!;
    expect(log.stores[0]!.actions).toMatchObject([{number: 1, state: '{ counter: { value: 1 } }'}]);
    // An action without a state shows the state of its store's last one.
    const {state: _state, ...same} = action;
    const next = addReports(log, {type: 'devtools', stores: [], actions: [same]}, cap)!;
    expect(next.stores[0]!.actions[1]).toMatchObject({
      number: 2,
      state: '{ counter: { value: 1 } }',
    });
    expect(addReports(log, {type: 'devtools', stores: [store], actions: []}, cap)).toBeUndefined();
    expect(
      addReports(log, {type: 'devtools', stores: [], actions: [{...action, store: 9}]}, cap),
    ).toBeUndefined();
    const silent = {id: 2, name: 'store 2', reports: false};
    expect(
      addReports(log, {type: 'devtools', stores: [silent], actions: [{...action, store: 2}]}, cap),
    ).toBeUndefined();
    expect(
      addReports(EMPTY_LOG, {type: 'devtools', stores: [store], actions: [same]}, new ActionsCap()),
    ).toBeUndefined();
  });

  it("shows the cap's note when the runtime says it stopped", () => {
    const log = addReports(
      EMPTY_LOG,
      {type: 'devtools', stores: [store], actions: [], capped: 'entries'},
      new ActionsCap(),
    )!;
    expect(log.note).toBe('Recording stopped after 1,000 actions; the example went on running.');
  });
});

describe("the usage guide's account of the Actions view", () => {
  const guide = fs.readFileSync(path.resolve('docs/usage/usage-guide.mdx'), 'utf8');
  const section = guide.slice(
    guide.indexOf('{/* #devtools-panel */}'),
    guide.indexOf('### Preloading state'),
  );

  it('names exactly the options the hook honours', () => {
    const options = section.match(/^- these options: (.*)$/m)![1]!;
    const named = [...options.matchAll(/`(\w+)`/g)].map((match) => match[1]);
    expect(named).toEqual([...HONOURED_OPTIONS]);
  });

  it('gives the limits the cap uses', () => {
    expect(section).toContain(`up to ${ACTION_LIMITS.stores} stores`);
    expect(section).toContain(`${ACTION_LIMITS.entries.toLocaleString('en')} actions`);
    expect(section).toContain(`${ACTION_LIMITS.characters.toLocaleString('en')} characters in all`);
    expect(section).toContain(
      `state is cut at ${ACTION_LIMITS.state.toLocaleString('en')} characters`,
    );
  });
});
