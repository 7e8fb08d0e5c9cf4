// How much of a run's store activity the Actions view shows: the runtime stops recording there,
// and the page stops showing there whatever reaches it, as with the output (./output.ts), so that
// neither an example that dispatches in a loop nor a forged message floods the page.
import type {ActionReport, CapLimit, StateChange} from './protocol';

export const ACTION_LIMITS = {
  /** Stores a run lists; later ones are made as usual and not recorded. */
  stores: 20,
  /** Actions a run shows, over all its stores. */
  entries: 1000,
  /** Characters of everything a run's actions show. */
  characters: 2_000_000,
  /** Characters of one printed state, as the output's limit for a whole run. */
  state: 100_000,
  /** Characters of one action field (payload, meta, error). */
  field: 10_000,
  /** Characters of a changed value, and of a type, a path or a label. */
  short: 200,
  /** Changes listed per action. */
  changes: 100,
} as const;

type Limits = {readonly [limit in keyof typeof ACTION_LIMITS]: number};

/** `text` within `limit` characters, ending in `…` when cut. */
export function cut(text: string, limit: number): string {
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text;
}

function cutChange(change: StateChange, limit: number): StateChange {
  return {
    kind: change.kind,
    path: cut(change.path, limit),
    ...(change.before !== undefined && {before: cut(change.before, limit)}),
    ...(change.after !== undefined && {after: cut(change.after, limit)}),
  };
}

/** `action` with every text within its limit. */
export function withinLimits(action: ActionReport, limits: Limits = ACTION_LIMITS): ActionReport {
  const changes = action.changes.slice(0, limits.changes);
  return {
    ...action,
    type: cut(action.type, limits.short),
    fields: action.fields.map(({name, text}) => ({
      name: cut(name, limits.short),
      text: cut(text, limits.field),
    })),
    changes: changes.map((change) => cutChange(change, limits.short)),
    moreChanges: action.moreChanges + action.changes.length - changes.length,
    ...(action.state !== undefined && {state: cut(action.state, limits.state)}),
    ...(action.request && {
      request: {
        ...action.request,
        api: cut(action.request.api, limits.short),
        endpoint: cut(action.request.endpoint, limits.short),
        requestId: cut(action.request.requestId, limits.short),
        label: cut(action.request.label, limits.short),
      },
    }),
  };
}

function size(action: ActionReport): number {
  let characters = action.type.length + (action.state?.length ?? 0);
  for (const field of action.fields) characters += field.name.length + field.text.length;
  for (const change of action.changes) {
    characters += change.path.length + (change.before?.length ?? 0) + (change.after?.length ?? 0);
  }
  return characters;
}

/**
 * Keeps a run's actions within the limits: `take` returns what of `actions` to show, each cut to
 * the per-text limits. Past the entries or characters limit nothing more is taken, and `note`
 * says where it stopped.
 */
export class ActionsCap {
  #entries = 0;
  #characters = 0;
  #stoppedBy: CapLimit | undefined;

  constructor(private readonly limits: Limits = ACTION_LIMITS) {}

  get full(): boolean {
    return this.#stoppedBy !== undefined;
  }

  /** The limit that stopped it, if one has. */
  get stoppedBy(): CapLimit | undefined {
    return this.#stoppedBy;
  }

  /** Stops it as if `limit` had been reached: the runtime's cap stopped first. */
  stop(limit: CapLimit): void {
    this.#stoppedBy ??= limit;
  }

  /** What the view says once the cap is full. */
  get note(): string | undefined {
    if (!this.#stoppedBy) return undefined;
    const limit = this.limits[this.#stoppedBy].toLocaleString('en');
    const unit = this.#stoppedBy === 'entries' ? 'actions' : 'characters';
    return `Recording stopped after ${limit} ${unit}; the example went on running.`;
  }

  take(actions: readonly ActionReport[]): ActionReport[] {
    const kept: ActionReport[] = [];
    for (const action of actions) {
      if (this.#stoppedBy) break;
      if (this.#entries >= this.limits.entries) {
        this.#stoppedBy = 'entries';
        break;
      }
      const within = withinLimits(action, this.limits);
      const characters = size(within);
      if (this.#characters + characters > this.limits.characters) {
        this.#stoppedBy = 'characters';
        break;
      }
      this.#entries++;
      this.#characters += characters;
      kept.push(within);
    }
    return kept;
  }
}
