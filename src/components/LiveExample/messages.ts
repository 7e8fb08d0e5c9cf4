// Messages from a sandbox are untrusted input: the reader's edited code runs there. Each one is
// checked against the protocol here, field by field, and anything else is refused (undefined),
// never thrown on. Strings are taken as they are: the output cap (../../plugins/live-examples/
// output.ts) and React's text rendering make them safe to show.
import {
  CAP_LIMITS,
  CHANGE_KINDS,
  FAILURE_KINDS,
  OUTPUT_KINDS,
  REQUEST_PHASES,
  type ActionReport,
  type Failure,
  type QueryRequest,
  type StateChange,
  type StoreReport,
  type OutputEntry,
  type ProbeAnswer,
  type RunMessage,
  type SourceLocation,
} from '@site/src/live-examples/protocol';

type Fields = Readonly<Record<string, unknown>>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}

function optionalString(value: unknown): value is string | undefined {
  return value === undefined || typeof value === 'string';
}

function readEntries(value: unknown): OutputEntry[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const entries: OutputEntry[] = [];
  for (const item of value as unknown[]) {
    if (!isFields(item) || !isOneOf(OUTPUT_KINDS, item.kind) || typeof item.text !== 'string') {
      return undefined;
    }
    entries.push({kind: item.kind, text: item.text});
  }
  return entries;
}

function readLocation(value: unknown): SourceLocation | undefined {
  if (!isFields(value) || typeof value.file !== 'string') return undefined;
  const {line, column} = value;
  if (!isCount(line) || !isCount(column) || line < 1 || column < 1) return undefined;
  return {file: value.file, line, column};
}

function readFailure(value: unknown): Failure | undefined {
  if (!isFields(value) || !isOneOf(FAILURE_KINDS, value.kind)) return undefined;
  const {message, details, expected, actual, operator, stack, location} = value;
  if (typeof message !== 'string') return undefined;
  const strings = {details, expected, actual, operator, stack};
  if (!Object.values(strings).every(optionalString)) return undefined;
  const where = location === undefined ? undefined : readLocation(location);
  if (location !== undefined && !where) return undefined;
  // Only the fields the protocol has, with their checked values.
  const failure: Record<string, unknown> = {kind: value.kind, message};
  for (const [name, text] of Object.entries(strings)) if (text !== undefined) failure[name] = text;
  if (where) failure.location = where;
  return failure as Failure;
}

/** `read` applied to each item of `value`, an array; undefined if it is not one or any item fails. */
function readList<T>(value: unknown, read: (item: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const items: T[] = [];
  for (const item of value as unknown[]) {
    const checked = read(item);
    if (checked === undefined) return undefined;
    items.push(checked);
  }
  return items;
}

function readStore(value: unknown): StoreReport | undefined {
  if (!isFields(value) || !isCount(value.id) || value.id < 1) return undefined;
  if (typeof value.name !== 'string' || typeof value.reports !== 'boolean') return undefined;
  return {id: value.id, name: value.name, reports: value.reports};
}

function readChange(value: unknown): StateChange | undefined {
  if (!isFields(value) || !isOneOf(CHANGE_KINDS, value.kind)) return undefined;
  const {path, before, after} = value;
  if (typeof path !== 'string' || !optionalString(before) || !optionalString(after)) {
    return undefined;
  }
  return {
    kind: value.kind,
    path,
    ...(before !== undefined && {before}),
    ...(after !== undefined && {after}),
  };
}

function readRequest(value: unknown): QueryRequest | undefined {
  if (!isFields(value) || !isOneOf(REQUEST_PHASES, value.phase)) return undefined;
  const {api, endpoint, requestId, label, kind} = value;
  const strings = [api, endpoint, requestId, label];
  if (!strings.every((text) => typeof text === 'string')) return undefined;
  if (kind !== 'query' && kind !== 'mutation') return undefined;
  return {
    api: api as string,
    endpoint: endpoint as string,
    requestId: requestId as string,
    label: label as string,
    kind,
    phase: value.phase,
  };
}

function readField(value: unknown): {name: string; text: string} | undefined {
  if (!isFields(value) || typeof value.name !== 'string' || typeof value.text !== 'string') {
    return undefined;
  }
  return {name: value.name, text: value.text};
}

function readAction(value: unknown): ActionReport | undefined {
  if (!isFields(value) || !isCount(value.store) || typeof value.type !== 'string') return undefined;
  const {state, internal, moreChanges} = value;
  if (!optionalString(state) || typeof internal !== 'boolean' || !isCount(moreChanges)) {
    return undefined;
  }
  const fields = readList(value.fields, readField);
  const changes = readList(value.changes, readChange);
  const request = value.request === undefined ? undefined : readRequest(value.request);
  if (!fields || !changes || (value.request !== undefined && !request)) return undefined;
  return {
    store: value.store,
    type: value.type,
    fields,
    changes,
    moreChanges,
    ...(state !== undefined && {state}),
    internal,
    ...(request && {request}),
  };
}

/** The message `data` is, if it is one the runtime sends on its port; otherwise undefined. */
export function readRunMessage(data: unknown): RunMessage | undefined {
  if (!isFields(data)) return undefined;
  switch (data.type) {
    case 'started':
      return {type: 'started'};
    case 'output': {
      const entries = readEntries(data.entries);
      return entries && {type: 'output', entries};
    }
    case 'done': {
      const {passed, durationMs} = data;
      if (!isCount(passed) || !isCount(durationMs)) return undefined;
      if (data.failure === undefined) return {type: 'done', passed, durationMs};
      const failure = readFailure(data.failure);
      return failure && {type: 'done', passed, durationMs, failure};
    }
    case 'halted': {
      const failure = readFailure(data.failure);
      return failure && {type: 'halted', failure};
    }
    case 'ui':
      return isCount(data.height) ? {type: 'ui', height: data.height} : undefined;
    case 'devtools': {
      const stores = readList(data.stores, readStore);
      const actions = readList(data.actions, readAction);
      if (!stores || !actions) return undefined;
      if (data.capped === undefined) return {type: 'devtools', stores, actions};
      return isOneOf(CAP_LIMITS, data.capped)
        ? {type: 'devtools', stores, actions, capped: data.capped}
        : undefined;
    }
    default:
      return undefined;
  }
}

/** The runtime's answer to the page's probe (on its port, before any run), or undefined. */
export function readProbeAnswer(data: unknown): ProbeAnswer | undefined {
  if (!isFields(data) || data.type !== 'probe') return undefined;
  return typeof data.sentAt === 'number' && Number.isFinite(data.sentAt)
    ? {type: 'probe', sentAt: data.sentAt}
    : undefined;
}
