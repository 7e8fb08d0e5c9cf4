import puppeteer, {type Browser, type KeyInput} from 'puppeteer-core';
import type {EngineBrowser, EngineName, EnginePage} from './driver';

/** Debian's Firefox ESR (package firefox-esr); never a downloaded browser. */
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Firefox ESR, headless, driven through WebDriver BiDi by puppeteer-core. */
export async function launchFirefox(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: {
      // This machine reaches no outside host: no update, telemetry or captive portal checks.
      'app.update.enabled': false,
      'network.captive-portal-service.enabled': false,
      'toolkit.telemetry.enabled': false,
    },
  });
  return {engine: 'firefox', page: await pageOf(browser, 'firefox'), close: () => browser.close()};
}

/** The driver's page on a new tab of a browser that puppeteer-core drives (BiDi or CDP). */
export async function pageOf(browser: Browser, engine: EngineName): Promise<EnginePage> {
  const tab = await browser.newPage();
  await tab.setViewport({width: 1280, height: 800});
  const page: EnginePage = {
    engine,
    async goto(url) {
      await tab.goto(url, {waitUntil: 'load'});
    },
    async evaluate<T>(body: string, ...args: unknown[]) {
      const script = new Function(body) as (...values: unknown[]) => T;
      return (await tab.evaluate(script, ...args)) as T;
    },
    async click(selector) {
      await tab.locator(selector).click();
    },
    async clickAt(x, y) {
      await tab.mouse.click(x, y);
    },
    async press(...keys) {
      for (const key of keys) await tab.keyboard.down(key as KeyInput);
      for (const key of keys.slice().reverse()) await tab.keyboard.up(key as KeyInput);
    },
    async type(text, delayMs = 0) {
      await tab.keyboard.type(text, {delay: delayMs});
    },
    async setViewport(width, height) {
      await tab.setViewport({width, height});
    },
    async back() {
      // As the Back button: a client-side navigation has no load event for goBack to wait for.
      await tab.evaluate(() => history.back());
    },
    async reload() {
      await tab.reload({waitUntil: 'load'});
    },
    async url() {
      return tab.url();
    },
  };
  return page;
}
