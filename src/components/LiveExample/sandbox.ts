// One run of an example: a fresh sandbox iframe (opaque origin: `sandbox="allow-scripts"`
// without allow-same-origin), the runtime and package scripts sent to it, then the files. Every
// run gets a new sandbox, as every checker run gets a new Node process; the next one is made
// ahead of time so that running again is quick.
import {
  BUSY_LIMIT_MS,
  OWN_THREAD_BUSY_LIMIT_MS,
  PROBE_BUSY_MS,
  type ParentMessage,
  type RunFile,
  type RunMessage,
} from '@site/src/live-examples/protocol';
import {readProbeAnswer, readRunMessage} from './messages';

/**
 * A run whose example has not finished this long after its code started (the runtime's `started`)
 * is stopped, and its sandbox thrown away.
 */
export const STOP_AFTER_MS = 10_000;

/**
 * A sandbox that has not started the example's code this long after Run (its document, runtime
 * and packages loading) is given up: "Could not run the example". With the CPU 4× slower and a
 * second run beside it, a React example's code starts 1.4–2.8 s after Run.
 */
export const START_WITHIN_MS = 30_000;

/**
 * The guard's limit for this page's runs. New sandboxes are probed: if the page hears the
 * runtime's answer before the runtime's busy stretch ends, the sandbox has a thread of its own
 * (Chromium), and a long stretch there cannot block the page. Only an early answer proves
 * anything (a busy page reads any answer late), so up to MAX_PROBES sandboxes are probed until
 * one answers early; until then, and wherever none does, the strict limit.
 */
let busyLimitMs = BUSY_LIMIT_MS;
const MAX_PROBES = 5;
let probesLeft: number | undefined;

/**
 * Only Chromium-based browsers give the frame a process of its own, and only they have
 * `navigator.userAgentData`. Elsewhere a probe would just block the page PROBE_BUSY_MS a sandbox
 * (enough to push WebKit's answer to a click during an endless loop past 1 s).
 */
function probesAllowed(): number {
  return 'userAgentData' in navigator ? MAX_PROBES : 0;
}
/** How long a probed sandbox may take to answer before the strict limit is kept. */
const PROBE_TIMEOUT_MS = 1000;

export type Sandbox = {
  readonly frame: HTMLIFrameElement;
  /** Resolves once the runtime has loaded and the sandbox takes a run. */
  readonly ready: Promise<void>;
  dispose(): void;
};

export type SandboxListener = {
  readonly onMessage: (message: RunMessage) => void;
  /**
   * A message the page does not take: from the frame's window once the runtime has its port (only
   * example code posts there then), or not of the protocol.
   */
  readonly onRefused: () => void;
};

/** Makes a sandbox in `container` (hidden until the example shows something) and loads the runtime. */
export function createSandbox(
  container: HTMLElement,
  sandboxUrl: string,
  runtime: Promise<string>,
  listener: SandboxListener,
): Sandbox {
  const frame = document.createElement('iframe');
  // allow-forms: an example's form must submit to its own handler (the sandbox's policy still
  // sends a real submission nowhere).
  frame.setAttribute('sandbox', 'allow-scripts allow-forms');
  frame.title = 'What the example renders';
  frame.hidden = true;
  frame.src = sandboxUrl;
  let settle: {resolve: () => void; reject: (error: Error) => void} | undefined;
  const ready = new Promise<void>((resolve, reject) => (settle = {resolve, reject}));
  // A sandbox made ahead of time and closed unused has nobody waiting for it.
  ready.catch(() => undefined);
  // 'document': waiting for the sandbox document's `ready`; 'runtime': the runtime was sent,
  // waiting for its `runtime-ready` and port; 'port': the runtime speaks on its port only.
  let stage: 'document' | 'runtime' | 'port' = 'document';
  let port: MessagePort | undefined;
  // What the example renders follows the site's colour mode while it runs.
  const theme = new MutationObserver(() => post(frame, {type: 'theme', theme: siteTheme()}));
  let probing: ((delayMs: number) => void) | undefined;
  const fromRuntime = (event: MessageEvent) => {
    const answer = probing && readProbeAnswer(event.data);
    if (answer) return probing?.(Date.now() - answer.sentAt);
    const message = readRunMessage(event.data);
    if (message) listener.onMessage(message);
    else listener.onRefused();
  };
  const onWindowMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow) return;
    // Not even read: the frame's window is the example's to post on now.
    if (stage === 'port') return listener.onRefused();
    const data: unknown = event.data;
    const type = typeof data === 'object' && data !== null ? (data as {type?: unknown}).type : null;
    if (stage === 'document' && type === 'ready') {
      stage = 'runtime';
      runtime.then(
        (code) => post(frame, {type: 'runtime', code}),
        (error: Error) => settle?.reject(error),
      );
    } else if (stage === 'runtime' && type === 'runtime-ready' && event.ports[0]) {
      stage = 'port';
      port = event.ports[0];
      port.onmessage = fromRuntime;
      port.onmessageerror = () => listener.onRefused();
      theme.observe(document.documentElement, {attributeFilter: ['data-theme']});
      probesLeft ??= probesAllowed();
      if (busyLimitMs === OWN_THREAD_BUSY_LIMIT_MS || probesLeft === 0) return settle?.resolve();
      probesLeft--;
      const timer = window.setTimeout(() => probing?.(Infinity), PROBE_TIMEOUT_MS);
      probing = (delayMs) => {
        probing = undefined;
        window.clearTimeout(timer);
        if (delayMs < PROBE_BUSY_MS / 2) busyLimitMs = OWN_THREAD_BUSY_LIMIT_MS;
        settle?.resolve();
      };
      post(frame, {type: 'probe'});
    } else {
      listener.onRefused();
    }
  };
  window.addEventListener('message', onWindowMessage);
  container.append(frame);
  return {
    frame,
    ready,
    dispose() {
      window.removeEventListener('message', onWindowMessage);
      port?.close();
      theme.disconnect();
      frame.remove();
      settle?.reject(new Error('the sandbox was closed'));
    },
  };
}

export function post(frame: HTMLIFrameElement, message: ParentMessage): void {
  // The sandbox's origin is opaque ("null"): no target origin but '*' reaches it.
  frame.contentWindow?.postMessage(message, '*');
}

function siteTheme(): 'light' | 'dark' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

export function startRun(
  sandbox: Sandbox,
  packages: readonly string[],
  files: readonly RunFile[],
  entry: string,
  names: Readonly<Record<string, string>>,
): void {
  post(sandbox.frame, {
    type: 'run',
    packages,
    files,
    entry,
    names,
    busyLimitMs,
    theme: siteTheme(),
  });
}
