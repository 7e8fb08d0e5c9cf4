import {test as base, expect} from '@playwright/test';
import {waitForHydration, type EngineBrowser, type EngineName, type EnginePage} from './driver';
import {launchChromium} from './chromium';
import {launchFirefox} from './firefox';
import {PROBE_REPORTS, type ProbeReport} from './probe';
import {launchWebKit} from './webkit';

/** Where playwright.engines.config.ts serves the build with the probe (./probe-server.ts). */
export const ENGINES_PORT = Number(process.env.ENGINES_PORT ?? 3102);
export const ORIGIN = `http://127.0.0.1:${ENGINES_PORT}`;

/** The engine a report came from, by its user agent. */
export function engineOf(agent: string): EngineName | 'other' {
  if (/Firefox\//.test(agent)) return 'firefox';
  if (/Chrom(e|ium)\//.test(agent)) return 'chromium';
  if (/AppleWebKit\//.test(agent)) return 'webkit';
  return 'other';
}

/** Every report the pages sent so far, in both engines. */
export async function reports(): Promise<ProbeReport[]> {
  const response = await fetch(`${ORIGIN}${PROBE_REPORTS}`);
  return (await response.json()) as ProbeReport[];
}

type WorkerFixtures = {engineBrowser: EngineBrowser};
type TestFixtures = {
  /** The engine's page, on a site page with its storage cleared. */
  site: EnginePage;
  /** Reports (uncaught errors, console errors, CSP violations) a check expects. */
  allowedReports: RegExp[];
};

/**
 * The checks of the cross-engine suite: the project's name (firefox or webkit) picks the engine,
 * and every check fails on an uncaught error, a console error or a Content-Security-Policy
 * violation that the pages reported in that engine while it ran.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  engineBrowser: [
    // eslint-disable-next-line no-empty-pattern -- Playwright requires the destructuring
    async ({}, use, workerInfo) => {
      // The project's first word: `firefox`, `webkit loops`.
      const engine = workerInfo.project.name.split(' ')[0] as EngineName;
      const launch = {firefox: launchFirefox, webkit: launchWebKit, chromium: launchChromium};
      const browser = await launch[engine]();
      await use(browser);
      await browser.close();
    },
    {scope: 'worker', timeout: 60_000},
  ],
  allowedReports: [[], {option: true}],
  site: async ({engineBrowser, allowedReports}, use) => {
    const {page, engine} = engineBrowser;
    await page.goto(`${ORIGIN}/`);
    await waitForHydration(page);
    await page.evaluate('localStorage.clear(); sessionStorage.clear();');
    await page.setViewport(1280, 800);
    const seen = (await reports()).length;
    await use(page);
    // Reports travel as beacons: give the last ones time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const found = (await reports())
      .slice(seen)
      .filter((report) => engineOf(report.agent) === engine)
      .filter((report) => !allowedReports.some((pattern) => pattern.test(report.text)))
      .map((report) => `${report.kind} on ${report.url}: ${report.text}`);
    expect(found, `[${engine}] errors or CSP violations reported by the pages`).toEqual([]);
  },
});

export {expect};

/** Opens a path of the site and waits until it has hydrated. */
export async function open(page: EnginePage, path: string): Promise<void> {
  await page.goto(`${ORIGIN}${path}`);
  await waitForHydration(page);
}
