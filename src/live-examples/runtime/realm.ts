// What example code must not have in the sandbox, in its own realm and in every realm it makes
// (a frame it adds): WebRTC, the one way out that the sandbox's Content-Security-Policy does not
// govern (Chromium does not know CSP's `webrtc` directive), and Workers that outlive the run.
//
// A frame an example adds inherits the sandbox flags, so it gets an opaque origin of its own: the
// example cannot reach into it (tests/e2e/live-sandbox.spec.ts). Hardening it anyway costs
// nothing and holds in an engine that gives nested frames their parent's origin.
//
// A frame's realm exists as soon as the frame is in the document, so the DOM methods that can put
// one there are wrapped: after each, the frames it may have made are hardened before example code
// continues. A frame's later document (a navigation) is hardened when it loads, by a capturing
// listener that runs before any of the example's. Inline scripts cannot run before that: the
// runtime closes them before the example starts (`closeInlineScripts`).
//
// Example code can replace any built-in it can reach, so everything this module calls once example
// code may have run was taken when the module loaded (or, for a new frame, from the frame's own
// untouched realm), and is called through `apply`.
import {RUN_POLICY} from '../protocol';

/** WebRTC's interfaces, in any engine's spelling: `RTCPeerConnection`, `webkitRTCPeerConnection`. */
const WEBRTC = /^(?:webkit|moz)?RTC/;

/** Markup that can make a frame (the tokenizer needs the tag name right after `<`). */
const FRAME_MARKUP = /<(?:i?frame|object|embed)/i;

type Realm = Window & typeof globalThis;
type WorkerArgs = ConstructorParameters<typeof globalThis.Worker>;
type Method = (this: unknown, ...args: unknown[]) => unknown;

const {apply, construct} = Reflect;
const {defineProperty, getOwnPropertyDescriptor, getOwnPropertyNames} = Object;
const regExpExec = RegExp.prototype.exec;
const setAdd = Set.prototype.add;
const setForEach = Set.prototype.forEach;
const setClear = Set.prototype.clear;
const weakSetAdd = WeakSet.prototype.add;
const weakSetHas = WeakSet.prototype.has;
const terminate = Worker.prototype.terminate;

const matches = (pattern: RegExp, text: string) => apply(regExpExec, pattern, [text]) !== null;

function getter(owner: object, name: string): Method {
  return getOwnPropertyDescriptor(owner, name)!.get as Method;
}

const workers = new Set<Worker>();
let workersEnded = false;

/** Ends every Worker the example started; later ones are refused. */
export function endWorkers(): void {
  workersEnded = true;
  apply(setForEach, workers, [(worker: Worker) => apply(terminate, worker, [])]);
  apply(setClear, workers, []);
}

function removeWebRtc(realm: Realm): void {
  const names = getOwnPropertyNames(realm);
  for (let i = 0; i < names.length; i++) {
    const name = names[i]!;
    if (matches(WEBRTC, name)) delete (realm as unknown as Record<string, unknown>)[name];
  }
}

/** `Worker` in `realm`, with every instance remembered, so that `endWorkers` can end it. */
function trackWorkers(realm: Realm): void {
  const Native = realm.Worker;
  if (typeof Native !== 'function') return;
  const Tracked = function Worker(this: unknown, ...args: WorkerArgs) {
    if (!new.target) throw new TypeError("Failed to construct 'Worker': use 'new'");
    if (workersEnded) {
      throw new Error('The run has ended: an example starts its Workers while it runs.');
    }
    const worker = construct(Native, args, new.target) as Worker;
    apply(setAdd, workers, [worker]);
    return worker;
  } as unknown as typeof Worker;
  Tracked.prototype = Native.prototype;
  defineProperty(realm, 'Worker', {configurable: true, writable: true, value: Tracked});
}

const hardened = new WeakSet<object>();

/** Removes WebRTC from `realm` and from each realm it makes from now on. */
export function hardenRealm(realm: Realm): void {
  removeWebRtc(realm);
  const {
    Node,
    Element,
    CharacterData,
    DocumentType,
    Document,
    DocumentFragment,
    ShadowRoot,
    Range,
  } = realm;
  if (apply(weakSetHas, hardened, [Node.prototype])) return;
  apply(weakSetAdd, hardened, [Node.prototype]);
  trackWorkers(realm);

  // This realm's own DOM, as it was before any example code could touch it.
  const document = realm.document;
  const nodeName = getter(Node.prototype, 'nodeName');
  const getRootNode = Node.prototype.getRootNode as Method;
  const querySelectorAll = {
    document: Document.prototype.querySelectorAll as Method,
    element: Element.prototype.querySelectorAll as Method,
    fragment: DocumentFragment.prototype.querySelectorAll as Method,
  };
  const nodeListLength = getter(realm.NodeList.prototype, 'length');
  const nodeListItem = realm.NodeList.prototype.item as Method;
  const eventTarget = getter(realm.Event.prototype, 'target');
  const contentWindow = {
    IFRAME: getter(realm.HTMLIFrameElement.prototype, 'contentWindow'),
    FRAME: getter(realm.HTMLFrameElement.prototype, 'contentWindow'),
  };

  const nameOf = (value: unknown): string | undefined => {
    try {
      return apply(nodeName, value, []) as string;
    } catch {
      return undefined; // not a Node
    }
  };
  // No arrays are built here: an example can put setters on Array.prototype's indices.
  const query = (root: unknown, selector: string): {length: number; list: unknown} => {
    const name = nameOf(root);
    if (name === undefined) return {length: 0, list: null};
    const own =
      name === '#document'
        ? querySelectorAll.document
        : name === '#document-fragment'
          ? querySelectorAll.fragment
          : querySelectorAll.element;
    try {
      const list = apply(own, root, [selector]);
      return {length: apply(nodeListLength, list, []) as number, list};
    } catch {
      return {length: 0, list: null}; // a text node, a comment, a doctype: no frames below
    }
  };
  const hardenFrame = (frame: unknown) => {
    const name = nameOf(frame);
    const get = name === 'IFRAME' || name === 'FRAME' ? contentWindow[name] : undefined;
    if (!get) return;
    try {
      const child = apply(get, frame, []) as Realm | null;
      if (child) hardenRealm(child);
    } catch {
      // A frame of another origin (the policy blocks those anyway) has nothing to harden here.
    }
  };
  /** Hardens the frames in the tree of `node` (a document, or a shadow tree). */
  const hardenFramesOf = (node: unknown) => {
    if (nameOf(node) === undefined) return;
    const {length, list} = query(apply(getRootNode, node, []), 'iframe, frame');
    for (let i = 0; i < length; i++) hardenFrame(apply(nodeListItem, list, [i]));
  };
  /** After a call that may have made a frame: its document's frames, and its nodes' trees'. */
  const hardenFrames = (self: unknown, args: readonly unknown[]) => {
    hardenFramesOf(document);
    hardenFramesOf(self);
    for (let i = 0; i < args.length; i++) hardenFramesOf(args[i]);
  };

  // A call's arguments are checked first, so that React's thousands of appendChild calls cost a
  // cheap test each; the frames are looked for only when an argument may make one.
  const mayMakeFrame = (args: readonly unknown[]) => {
    for (let i = 0; i < args.length; i++) {
      const arg = args[i];
      if (typeof arg === 'string') {
        if (matches(FRAME_MARKUP, arg)) return true;
        continue;
      }
      if ((typeof arg !== 'object' && typeof arg !== 'function') || arg === null) continue;
      const name = nameOf(arg);
      // Not a node: an object whose string is markup (`{toString}`, TrustedHTML) may make one.
      if (name === undefined) return true;
      if (name === 'IFRAME' || name === 'FRAME') return true;
      if (query(arg, 'iframe, frame, object, embed').length > 0) return true;
    }
    return false;
  };
  const wrap = (owner: object, name: string, always = false) => {
    const descriptor = getOwnPropertyDescriptor(owner, name);
    const original = descriptor?.value as Method | undefined;
    if (typeof original !== 'function') return;
    const wrapped = {
      [name](this: unknown, ...args: unknown[]) {
        const check = always || mayMakeFrame(args);
        const result = apply(original, this, args);
        if (check) hardenFrames(this, args);
        return result;
      },
    }[name];
    defineProperty(owner, name, {...descriptor, value: wrapped});
  };
  const wrapSetter = (owner: object, name: string) => {
    const descriptor = getOwnPropertyDescriptor(owner, name);
    const set = descriptor?.set;
    if (!set) return;
    defineProperty(owner, name, {
      ...descriptor,
      set(this: unknown, value: unknown) {
        apply(set, this, [value]);
        if (mayMakeFrame([value])) hardenFrames(this, []);
      },
    });
  };

  for (const name of ['appendChild', 'insertBefore', 'replaceChild']) wrap(Node.prototype, name);
  for (const owner of [Element, CharacterData, DocumentType]) {
    for (const name of ['before', 'after', 'replaceWith']) wrap(owner.prototype, name);
  }
  for (const owner of [Element, Document, DocumentFragment]) {
    for (const name of ['append', 'prepend', 'replaceChildren']) wrap(owner.prototype, name);
  }
  for (const name of ['insertAdjacentElement', 'insertAdjacentHTML', 'setHTMLUnsafe']) {
    wrap(Element.prototype, name);
  }
  for (const name of ['insertNode', 'surroundContents']) wrap(Range.prototype, name);
  wrap(ShadowRoot.prototype, 'setHTMLUnsafe');
  for (const name of ['write', 'writeln', 'execCommand']) wrap(Document.prototype, name, true);
  for (const name of ['innerHTML', 'outerHTML']) wrapSetter(Element.prototype, name);
  wrapSetter(ShadowRoot.prototype, 'innerHTML');
  wrapSetter(Document.prototype, 'body');
  // A frame's next document: hardened on its load, before the example's own listeners (capture
  // at the document comes first, and this listener was added first).
  document.addEventListener('load', (event) => hardenFrame(apply(eventTarget, event, [])), true);
}

/**
 * Adds the run's stricter policy: scripts from blobs only. The sandbox document allows inline
 * scripts for the run's import map alone; once the map is in, neither the example nor a frame it
 * makes (frames take their parent's policies) may run an inline script or event handler.
 */
export function closeInlineScripts(document: Document): void {
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = RUN_POLICY;
  document.head.append(meta);
}
