import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import type {EngineBrowser, EnginePage} from './driver';

// WebKitGTK (Safari's engine) through WebKitWebDriver (Debian package webkit2gtk-driver), which
// starts WebKitGTK's MiniBrowser in automation mode. It needs a display: the suite runs under
// xvfb-run. The client is WebDriver classic over HTTP, the handful of commands the checks use;
// WebdriverIO's client would bring driver downloaders this suite must not use.

export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? 'WebKitWebDriver';

/** WebDriver's code points for the keys the checks press. */
const KEYS: Record<string, string> = {
  Control: '\uE009',
  Shift: '\uE008',
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  Backspace: '\uE003',
};
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForDriver(base: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      const response = await fetch(`${base}/status`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start in 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** WebKitGTK's MiniBrowser, driven by WebKitWebDriver. */
export async function launchWebKit(): Promise<EngineBrowser> {
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {stdio: 'ignore'});
  const base = `http://127.0.0.1:${port}`;
  await waitForDriver(base, driver);

  const call = async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {'content-type': 'application/json'},
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const {value} = (await response.json()) as {value: T & {error?: string; message?: string}};
    if (value && typeof value === 'object' && 'error' in value && value.error) {
      throw new Error(`[webkit] ${method} ${path}: ${value.error}: ${value.message ?? ''}`);
    }
    return value as T;
  };

  const {sessionId} = await call<{sessionId: string}>('POST', '/session', {
    capabilities: {alwaysMatch: {'webkitgtk:browserOptions': {args: ['--automation']}}},
  });
  const session = (path: string) => `/session/${sessionId}${path}`;
  const keyActions = (actions: unknown[]) =>
    call('POST', session('/actions'), {actions: [{type: 'key', id: 'keyboard', actions}]});

  const page: EnginePage = {
    engine: 'webkit',
    async goto(url) {
      await call('POST', session('/url'), {url});
    },
    evaluate<T>(body: string, ...args: unknown[]) {
      return call<T>('POST', session('/execute/sync'), {script: body, args});
    },
    async click(selector) {
      const found = await call<Record<string, string>>('POST', session('/element'), {
        using: 'css selector',
        value: selector,
      });
      await call('POST', session(`/element/${found[ELEMENT]}/click`), {});
    },
    async clickAt(x, y) {
      await call('POST', session('/actions'), {
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            parameters: {pointerType: 'mouse'},
            actions: [
              {type: 'pointerMove', x: Math.round(x), y: Math.round(y), origin: 'viewport'},
              {type: 'pointerDown', button: 0},
              {type: 'pointerUp', button: 0},
            ],
          },
        ],
      });
    },
    async press(...keys) {
      const values = keys.map((key) => KEYS[key] ?? key);
      await keyActions([
        ...values.map((value) => ({type: 'keyDown', value})),
        ...values.reverse().map((value) => ({type: 'keyUp', value})),
      ]);
    },
    async type(text, delayMs = 0) {
      await keyActions(
        // A line break is the Enter key, as a reader types it.
        Array.from(text, (c) => (c === '\n' ? KEYS.Enter : c)).flatMap((value) => [
          {type: 'keyDown', value},
          {type: 'keyUp', value},
          {type: 'pause', duration: delayMs},
        ]),
      );
    },
    async setViewport(width, height) {
      // The window of MiniBrowser in automation mode has no toolbar: its size is the viewport's.
      await call('POST', session('/window/rect'), {width, height});
    },
    async back() {
      await call('POST', session('/execute/sync'), {script: 'history.back();', args: []});
    },
    async reload() {
      await call('POST', session('/refresh'), {});
    },
    url() {
      return call<string>('GET', session('/url'));
    },
  };
  await page.setViewport(1280, 800);
  return {
    engine: 'webkit',
    page,
    async close() {
      await call('DELETE', session('')).catch(() => {});
      driver.kill();
    },
  };
}
