import {describe, expect, it} from 'vitest';
import {readProbeAnswer, readRunMessage} from '../../src/components/LiveExample/messages';
import {OUTPUT_LIMITS, OutputCap} from '../../src/live-examples/output';

describe('readRunMessage: what the page takes from a sandbox', () => {
  it('takes each message of the protocol, with only its fields', () => {
    expect(
      readRunMessage({type: 'output', entries: [{kind: 'log', text: 'hi', extra: 1}]}),
    ).toEqual({type: 'output', entries: [{kind: 'log', text: 'hi'}]});
    expect(readRunMessage({type: 'done', passed: 3, durationMs: 12})).toEqual({
      type: 'done',
      passed: 3,
      durationMs: 12,
    });
    const failure = {
      kind: 'assertion',
      message: 'Expected values to be strictly equal:',
      expected: '2',
      actual: '1',
      location: {file: 'main.ts', line: 4, column: 8},
      stack: '    at main.ts:4:8',
      injected: '<img>',
    };
    expect(readRunMessage({type: 'done', passed: 0, durationMs: 5, failure})).toEqual({
      type: 'done',
      passed: 0,
      durationMs: 5,
      failure: {
        kind: 'assertion',
        message: 'Expected values to be strictly equal:',
        expected: '2',
        actual: '1',
        location: {file: 'main.ts', line: 4, column: 8},
        stack: '    at main.ts:4:8',
      },
    });
    expect(readRunMessage({type: 'halted', failure: {kind: 'busy', message: 'Stopped'}})).toEqual({
      type: 'halted',
      failure: {kind: 'busy', message: 'Stopped'},
    });
    expect(readRunMessage({type: 'ui', height: 120})).toEqual({type: 'ui', height: 120});
    // Only the type is kept: nothing else of it reaches the page.
    expect(readRunMessage({type: 'started', at: 5, extra: {}})).toEqual({type: 'started'});
  });

  it.each([
    [
      'an object as a line of text (React error #31)',
      {type: 'output', entries: [{kind: 'log', text: {a: 1}}]},
    ],
    ['entries that are not a list', {type: 'output', entries: 5}],
    ['an unknown kind of line', {type: 'output', entries: [{kind: 'html', text: 'x'}]}],
    ['a count that is not one', {type: 'done', passed: -1, durationMs: 1}],
    ['a count as a string', {type: 'done', passed: '42', durationMs: 1}],
    ['a fractional height', {type: 'ui', height: 1.5}],
    ['an infinite height', {type: 'ui', height: Infinity}],
    [
      'an unknown failure kind',
      {type: 'done', passed: 0, durationMs: 1, failure: {kind: 'x', message: ''}},
    ],
    [
      'a location off the file',
      {
        type: 'halted',
        failure: {kind: 'error', message: 'E', location: {file: 'a', line: 0, column: 1}},
      },
    ],
    [
      'a stack that is not text',
      {type: 'halted', failure: {kind: 'error', message: 'E', stack: ['x']}},
    ],
    ['a message of the boot', {type: 'runtime-ready'}],
    ['an unknown type', {type: 'run'}],
    ['no type', {}],
    ['null', null],
    ['a string', 'done'],
    ['a list', [{type: 'done', passed: 1, durationMs: 1}]],
  ])('refuses %s, without throwing', (_, data) => {
    expect(readRunMessage(data)).toBeUndefined();
  });
});

describe('readProbeAnswer: the runtime answering the page probe', () => {
  it('takes a time, and nothing else', () => {
    expect(readProbeAnswer({type: 'probe', sentAt: 1_800_000_000_000, extra: 1})).toEqual({
      type: 'probe',
      sentAt: 1_800_000_000_000,
    });
    for (const bad of [
      null,
      'probe',
      {type: 'probe'},
      {type: 'probe', sentAt: '1'},
      {type: 'probe', sentAt: NaN},
      {type: 'done', sentAt: 1},
    ]) {
      expect(readProbeAnswer(bad)).toBeUndefined();
    }
  });
});

describe('OutputCap: how much of a run the page shows', () => {
  it('keeps output within the limits, cuts the entry that crosses one and says so once', () => {
    const cap = new OutputCap({lines: 3, characters: 1000});
    expect(
      cap.take([
        {kind: 'log', text: 'a'},
        {kind: 'warn', text: 'b'},
      ]),
    ).toEqual([
      {kind: 'log', text: 'a'},
      {kind: 'warn', text: 'b'},
    ]);
    expect(
      cap.take([
        {kind: 'log', text: 'd\ne'},
        {kind: 'log', text: 'f'},
      ]),
    ).toEqual([
      {kind: 'log', text: 'd'},
      {kind: 'note', text: 'Output stopped after 3 lines; the example went on running.'},
    ]);
    expect(cap.full).toBe(true);
    expect(cap.take([{kind: 'log', text: 'g'}])).toEqual([]);
    expect(cap.dropped).toBe(2);
  });

  it('counts characters too: one huge line is cut', () => {
    const cap = new OutputCap();
    const [line, note] = cap.take([{kind: 'log', text: 'x'.repeat(3e7)}]);
    expect(line!.text).toHaveLength(OUTPUT_LIMITS.characters);
    expect(note).toEqual({
      kind: 'note',
      text: 'Output stopped after 100,000 characters; the example went on running.',
    });
  });

  it("shows the runtime's own capped output as the runtime sent it: one note", () => {
    const runtime = new OutputCap();
    const sent = Array.from({length: 1500}, (_, i) => runtime.take([{kind: 'log', text: `${i}`}]));
    const page = new OutputCap();
    const shown = sent.flatMap((entries) => page.take(entries));
    expect(shown).toHaveLength(OUTPUT_LIMITS.lines + 1);
    expect(shown.filter((entry) => entry.kind === 'note')).toEqual([
      {kind: 'note', text: 'Output stopped after 1,000 lines; the example went on running.'},
    ]);
  });
});
