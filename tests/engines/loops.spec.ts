import {waitFor} from './driver';
import {BUSY_LIMIT_MS} from '../../src/live-examples/protocol';
import {clickButton, editAndRun, logOf} from './examples';
import {expect, test} from './fixtures';

// An endless loop in a live example, in all three engines. The sandbox frame runs on the page's
// own thread in Firefox and WebKit (and in Chromium as tests run it: the blocked stretches below
// show it), so the loop blocks the page until the loop guard stops it
// (src/live-examples/guard.ts). Each check edits an example into a loop that starts 400 ms
// after it prints "start" and expects the guard's stop at the loop's line; then runs it again,
// clicks a sidebar link while the loop runs, and expects the new page within a second.

const START = "console.log('start')\nawait new Promise((r) => setTimeout(r, 400))\n";

const LOOPS = [
  {
    name: 'a plain loop',
    page: '/api/createAction',
    code: `${START}while (true) {}\n`,
    line: 3,
  },
  {
    name: 'endless recursion through async functions',
    page: '/api/createAction',
    code: `${START}const again = async (n: number): Promise<number> => { await null; return again(n + 1) }\nawait again(0)\n`,
    line: 3,
  },
  {
    name: 'a microtask flood',
    page: '/api/createAction',
    code: `${START}const flood = (): void => queueMicrotask(flood)\nflood()\n`,
    line: 3,
  },
  {
    name: "a loop in a React component's render",
    page: '/rtk-query/usage/examples',
    code: `import { createElement } from 'react'\nimport { createRoot } from 'react-dom/client'\nfunction Spin(): null { while (true) {} }\n${START}createRoot(document.body.appendChild(document.createElement('div'))).render(createElement(Spin))\n`,
    line: 3,
  },
  {
    name: "a loop in a React component's event handler",
    page: '/rtk-query/usage/examples',
    code: `import { createElement } from 'react'\nimport { flushSync } from 'react-dom'\nimport { createRoot } from 'react-dom/client'\nconst root = createRoot(document.body.appendChild(document.createElement('div')))\nflushSync(() => root.render(createElement('button', { onClick: () => { while (true) {} } }, 'Spin')))\n${START}document.querySelector('button')!.click()\n`,
    line: 5,
  },
] as const;

/**
 * Records in the page every stretch of 100 ms or more in which its thread did not run (the
 * loop's), and when the page first showed the heading `heading`, on the page's clock.
 */
const PROBE = `window.__loopProbe = {gaps: [], shownAt: null};
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    if (now - last >= 100) window.__loopProbe.gaps.push([last, now]);
    last = now;
    if (window.__loopProbe.shownAt === null && document.querySelector('article h1')?.textContent === arguments[0])
      window.__loopProbe.shownAt = now;
  }, 10);`;

type Probe = {gaps: [number, number][]; shownAt: number | null; origin: number};

for (const loop of LOOPS) {
  test(`${loop.name} is stopped, and a click meanwhile navigates within 1 s`, async ({site}) => {
    test.slow();
    const target = loop.page === '/api/createAction' ? 'createReducer' : 'createApi';
    const link = `nav[aria-label="Docs sidebar"] a[href="/${target === 'createApi' ? 'rtk-query/api/createApi' : 'api/createReducer'}"]`;
    // The click must land while the loop runs (it starts 400 ms after "start" shows, and the
    // guard stops it BUSY_LIMIT_MS later): a try whose click came too early or late is repeated.
    for (let attempt = 1; ; attempt++) {
      const example = await editAndRun(site, loop.page, loop.code);
      // The run ends with the guard's stop, at the loop's line.
      await waitFor(site, 'the stop', `${logOf}.includes('without a break')`, [example], 30_000);
      const log = await site.evaluate<string>(`return ${logOf};`, example);
      expect(log).toContain(
        `Stopped: the example ran ${BUSY_LIMIT_MS / 1000} s without a break. Is there an endless loop?`,
      );
      expect(log).toMatch(new RegExp(`At line ${loop.line}, column \\d+`));
      // Run again, and click the link while the loop runs.
      await site.evaluate(PROBE, target);
      // Where the link is, found while the page still answers: during the loop the click is sent
      // at once, as a reader's mouse sends it.
      const point = await site.evaluate<{x: number; y: number}>(
        `const link = document.querySelector(arguments[0]);
         link.scrollIntoView({block: 'nearest'});
         const box = link.getBoundingClientRect();
         return {x: box.x + box.width / 2, y: box.y + box.height / 2};`,
        link,
      );
      await clickButton(site, example, 'Run');
      await waitFor(
        site,
        '"start" in the output',
        `${logOf}.includes('start') && !${logOf}.includes('without a break')`,
        [example],
        30_000,
      );
      await new Promise((resolve) => setTimeout(resolve, 450));
      const clickedAt = Date.now();
      await site.clickAt(point.x, point.y);
      await waitFor(site, `the ${target} page`, `window.__loopProbe.shownAt !== null`, [], 10_000);
      const probe = await site.evaluate<Probe>(
        'return {...window.__loopProbe, origin: performance.timeOrigin};',
      );
      const clicked = clickedAt - probe.origin;
      const during = probe.gaps.find(([from, to]) => from <= clicked && clicked <= to);
      if (!during && attempt < 3) continue;
      expect(
        during,
        `[${site.engine}] the click came while the loop blocked the page`,
      ).toBeTruthy();
      const waited = probe.shownAt! - clicked;
      console.log(
        `[${site.engine}] ${loop.name}: page blocked ${Math.round(during![1] - during![0])} ms; the click's page shown ${Math.round(waited)} ms after the click`,
      );
      expect(waited, `[${site.engine}] ms from the click to the new page`).toBeLessThan(1_000);
      break;
    }
  });
}
