/**
 * The system's Chromium (Debian package `chromium`) and the flags it runs with in tests and
 * benchmarks: never a downloaded browser. Without the background-networking flags Chromium
 * keeps trying hosts this machine cannot reach.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch flags; Playwright adds headless mode itself, other launchers need `--headless`. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;
