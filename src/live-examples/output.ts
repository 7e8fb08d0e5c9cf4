// How much output one run shows: the runtime stops sending there, and the page stops showing
// there whatever reaches it, so that neither a loop that logs nor a forged message floods the page.
import type {OutputEntry} from './protocol';

export const OUTPUT_LIMITS = {lines: 1000, characters: 100_000} as const;

type Limits = {readonly lines: number; readonly characters: number};

function capNote(limit: number, unit: string): OutputEntry {
  return {
    kind: 'note',
    text: `Output stopped after ${limit.toLocaleString('en')} ${unit}; the example went on running.`,
  };
}

/**
 * Keeps a run's output within `limits` lines and characters: `take` returns what of `entries`
 * to show. The entry that crosses a limit is cut at it, and a note says so; later entries are
 * dropped, and counted in `dropped`.
 */
export class OutputCap {
  #lines = 0;
  #characters = 0;
  #full = false;
  dropped = 0;

  constructor(private readonly limits: Limits = OUTPUT_LIMITS) {}

  get full(): boolean {
    return this.#full;
  }

  take(entries: readonly OutputEntry[]): OutputEntry[] {
    const kept: OutputEntry[] = [];
    for (const entry of entries) {
      if (this.#full) {
        this.dropped++;
        continue;
      }
      const lineRoom = this.limits.lines - this.#lines;
      const characterRoom = this.limits.characters - this.#characters;
      let text =
        entry.text.length > characterRoom ? entry.text.slice(0, characterRoom) : entry.text;
      let lines = countLines(text);
      if (lines > lineRoom) {
        text = text.split('\n', lineRoom).join('\n');
        lines = lineRoom;
      }
      const cut = text.length < entry.text.length;
      if (text.length > 0 || !cut) {
        kept.push(cut ? {kind: entry.kind, text} : entry);
        this.#lines += lines;
        this.#characters += text.length;
      }
      if (cut) {
        this.#full = true;
        const byLines = lines === lineRoom && countLines(entry.text) > lineRoom;
        kept.push(
          byLines
            ? capNote(this.limits.lines, 'lines')
            : capNote(this.limits.characters, 'characters'),
        );
      }
    }
    return kept;
  }
}

function countLines(text: string): number {
  let count = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) count++;
  return count;
}
