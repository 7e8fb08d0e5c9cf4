import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

// Every code colour against the code background and against a highlighted line, in both modes:
// WCAG AA asks 4.5:1 for text of this size. (axe checks the rendered pages too; this covers
// every token colour, whichever pages happen to use it.)

const CSS = fs.readFileSync(path.resolve(__dirname, '../../src/css/code-tokens.css'), 'utf8');

type Rgb = [number, number, number];

function variables(selector: string): Map<string, string> {
  const start = CSS.indexOf(`${selector} {`);
  const block = CSS.slice(start, CSS.indexOf('}', start));
  return new Map(
    [...block.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!]),
  );
}

function hex(value: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(value.trim());
  if (!match) throw new Error(`not a #rrggbb colour: ${value}`);
  const n = parseInt(match[1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** `rgb(r g b / a%)` laid over `base`. */
function over(value: string, base: Rgb): Rgb {
  const match = /^rgb\((\d+) (\d+) (\d+) \/ (\d+)%\)$/.exec(value.trim());
  if (!match) throw new Error(`not an rgb(r g b / a%) colour: ${value}`);
  const alpha = Number(match[4]) / 100;
  return base.map((channel, i) => channel * (1 - alpha) + Number(match[i + 1]) * alpha) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe.each([
  ['light', ':root'],
  ['dark', "[data-theme='dark']"],
])('code colours in %s mode', (_mode, selector) => {
  const vars = variables(selector);
  const background = hex(vars.get('--prism-background-color')!);
  const highlighted = over(vars.get('--docusaurus-highlighted-code-line-bg')!, background);
  const colours = [...vars].filter(
    ([name]) => name.startsWith('--code-') || name === '--prism-color',
  );

  it('defines the plain colour and every token colour', () => {
    // The plain colour (also that of punctuation and operators) and nine token colours.
    expect(colours.length).toBeGreaterThanOrEqual(10);
  });

  it.each(colours)('%s has 4.5:1 on the block and on a highlighted line', (_name, value) => {
    expect(contrast(hex(value), background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(hex(value), highlighted)).toBeGreaterThanOrEqual(4.5);
  });
});
