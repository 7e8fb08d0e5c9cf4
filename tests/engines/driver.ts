/**
 * What the cross-engine checks do with a browser, the same for every engine: Firefox ESR through
 * WebDriver BiDi (puppeteer-core, ./firefox.ts) and WebKitGTK through WebDriver classic
 * (WebKitWebDriver, ./webkit.ts); Chromium through CDP (puppeteer-core, ./chromium.ts) for the
 * checks that must hold in all three. Scripts are function bodies (strings) that read their
 * arguments from `arguments` and may return a promise, as WebDriver's "execute script" takes
 * them.
 */
export type EngineName = 'firefox' | 'webkit' | 'chromium';

/** Keys by their WebDriver names; each driver maps them to its own. */
export type Key =
  'Control' | 'Shift' | 'Enter' | 'Escape' | 'Tab' | 'ArrowDown' | 'ArrowUp' | 'Backspace';

export type EnginePage = {
  readonly engine: EngineName;
  /** Opens `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  /** Runs `body` (a function body) in the page with `args` and returns its JSON result. */
  evaluate<T>(body: string, ...args: unknown[]): Promise<T>;
  /** A real click in the middle of the first element `selector` matches, scrolled into view. */
  click(selector: string): Promise<void>;
  /**
   * A mouse click at a point of the viewport, sent at once: unlike `click`, nothing in the page
   * (finding, scrolling, waiting for the element) runs first.
   */
  clickAt(x: number, y: number): Promise<void>;
  /** Presses the keys together, then releases them: `press('Control', 'k')`. */
  press(...keys: Array<Key | string>): Promise<void>;
  /** Types `text` key by key, `delayMs` apart. */
  type(text: string, delayMs?: number): Promise<void>;
  /** The size of the page's viewport, as near as the engine can set it. */
  setViewport(width: number, height: number): Promise<void>;
  back(): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
};

export type EngineBrowser = {
  readonly engine: EngineName;
  /** The page the checks drive (one per browser: checks run one after another). */
  readonly page: EnginePage;
  close(): Promise<void>;
};

/**
 * Polls `expression` (a JavaScript expression, `arguments` available) in the page every 100 ms
 * until it is truthy; fails naming `what` after `timeoutMs`.
 */
export async function waitFor(
  page: EnginePage,
  what: string,
  expression: string,
  args: unknown[] = [],
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown = null;
  for (;;) {
    try {
      if (await page.evaluate<boolean>(`return Boolean(${expression});`, ...args)) return;
    } catch (error) {
      // A navigation may replace the document while it is polled.
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `[${page.engine}] timed out after ${timeoutMs} ms waiting for ${what}` +
          (last ? ` (last error: ${String(last)})` : ''),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until React has hydrated the page (Docusaurus marks <html>). */
export function waitForHydration(page: EnginePage, timeoutMs = 20_000): Promise<void> {
  return waitFor(
    page,
    'the page to hydrate',
    `document.documentElement.dataset.hasHydrated === 'true'`,
    [],
    timeoutMs,
  );
}
