import puppeteer from 'puppeteer-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../scripts/chromium';
import type {EngineBrowser} from './driver';
import {pageOf} from './firefox';

/**
 * Debian's Chromium through puppeteer-core (CDP), for the checks that must hold in all three
 * engines with one driver (the Chromium suite itself is tests/e2e, with Playwright).
 */
export async function launchChromium(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
  return {
    engine: 'chromium',
    page: await pageOf(browser, 'chromium'),
    close: () => browser.close(),
  };
}
