// One run of an example: a fresh sandbox iframe (opaque origin: `sandbox="allow-scripts"`
// without allow-same-origin), the runtime and package scripts sent to it, then the files. Every
// run gets a new sandbox, as every checker run gets a new Node process; the next one is made
// ahead of time so that running again is quick.
import type {
  ParentMessage,
  RunFile,
  SandboxMessage,
} from '@site/src/plugins/live-examples/protocol';

/** A run that has not finished by then is stopped, and its sandbox thrown away. */
export const STOP_AFTER_MS = 10_000;

export type Sandbox = {
  readonly frame: HTMLIFrameElement;
  /** Resolves once the runtime has loaded and the sandbox takes a run. */
  readonly ready: Promise<void>;
  dispose(): void;
};

type Listener = (message: SandboxMessage) => void;

/** Makes a sandbox in `container` (hidden until the example shows something) and loads the runtime. */
export function createSandbox(
  container: HTMLElement,
  sandboxUrl: string,
  runtime: Promise<string>,
  onMessage: Listener,
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
  const listener = (event: MessageEvent<SandboxMessage>) => {
    if (event.source !== frame.contentWindow || !event.data) return;
    const message = event.data;
    if (message.type === 'ready') {
      runtime.then(
        (code) => post(frame, {type: 'runtime', code}),
        (error: Error) => settle?.reject(error),
      );
    } else if (message.type === 'runtime-ready') {
      settle?.resolve();
    } else {
      onMessage(message);
    }
  };
  window.addEventListener('message', listener);
  container.append(frame);
  return {
    frame,
    ready,
    dispose() {
      window.removeEventListener('message', listener);
      frame.remove();
      settle?.reject(new Error('the sandbox was closed'));
    },
  };
}

export function post(frame: HTMLIFrameElement, message: ParentMessage): void {
  // The sandbox's origin is opaque ("null"): no target origin but '*' reaches it.
  frame.contentWindow?.postMessage(message, '*');
}

export function startRun(
  sandbox: Sandbox,
  packages: readonly string[],
  files: readonly RunFile[],
  entry: string,
): void {
  const theme = document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
  post(sandbox.frame, {type: 'run', packages, files, entry, theme});
}
