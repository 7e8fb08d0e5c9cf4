// What an action changed: the paths where the state after it differs from the state before.
// Redux states share every untouched part with the state before (Immer's structural sharing), so
// the walk skips any pair that is the very same value and only descends where something changed:
// its cost follows the change, not the size of the state. Plain objects and arrays are compared
// key by key; anything else (a Map, a Date, a class instance) is compared by identity and shown as
// one changed value.
//
// microdiff 1.6 was tried first: it descends into unchanged references too, reports no change for
// a Map whose entries changed, and none for a state that is a number.

export type RawChange = {
  readonly kind: 'added' | 'removed' | 'changed';
  readonly path: readonly PropertyKey[];
  readonly before?: unknown;
  readonly after?: unknown;
};

/** How deep the walk goes before it reports a whole subtree as changed. */
const MAX_DEPTH = 32;

function isContainer(value: unknown): value is Record<PropertyKey, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

const hasOwn = (value: object, key: string) => Object.prototype.hasOwnProperty.call(value, key);

/**
 * The changes from `before` to `after`, the first `limit` of them in the order of the keys, and how
 * many more there are. Before a store's first action (`before` undefined), each key of the first
 * state is `added`.
 */
export function diffStates(
  before: unknown,
  after: unknown,
  limit: number,
): {changes: RawChange[]; more: number} {
  const changes: RawChange[] = [];
  let more = 0;
  const add = (change: RawChange) => {
    if (changes.length < limit) changes.push(change);
    else more++;
  };
  // The containers on the current path: a state that contains itself is walked once round.
  const onPath = new Set<object>();
  const walk = (a: unknown, b: unknown, path: PropertyKey[], depth: number) => {
    if (Object.is(a, b)) return;
    if (
      depth < MAX_DEPTH &&
      isContainer(a) &&
      isContainer(b) &&
      Array.isArray(a) === Array.isArray(b) &&
      !onPath.has(a) &&
      !onPath.has(b)
    ) {
      onPath.add(a).add(b);
      for (const key of Object.keys(a)) {
        const at = [...path, Array.isArray(a) ? Number(key) : key];
        if (hasOwn(b, key)) walk(a[key], b[key], at, depth + 1);
        else add({kind: 'removed', path: at, before: a[key]});
      }
      for (const key of Object.keys(b)) {
        if (!hasOwn(a, key)) {
          add({
            kind: 'added',
            path: [...path, Array.isArray(b) ? Number(key) : key],
            after: b[key],
          });
        }
      }
      onPath.delete(a);
      onPath.delete(b);
      return;
    }
    add({kind: 'changed', path, before: a, after: b});
  };
  if (before === undefined && isContainer(after)) {
    for (const key of Object.keys(after)) add({kind: 'added', path: [key], after: after[key]});
  } else walk(before, after, [], 0);
  return {changes, more};
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A path as code would reach it: `counter.value`, `todos[0].done`, `queries["getPost(1)"]`. */
export function formatPath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(state)';
  let text = '';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (typeof key === 'string' && IDENTIFIER.test(key)) text += text ? `.${key}` : key;
    else text += `[${JSON.stringify(String(key))}]`;
  }
  return text;
}
