// The live part of an example, loaded when the reader first presses Run or Edit: the output log,
// the sandbox that runs the example (and shows what it renders), and the editor.
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {
  Failure,
  OutputEntry,
  RunFile,
  RunMessage,
  SourceLocation,
} from '@site/src/live-examples/protocol';
import {OutputCap} from '@site/src/live-examples/output';
import {ActionsCap} from '@site/src/live-examples/actions';
import {javaScriptFileName} from '@site/src/code-blocks/grammar';
import {withoutStepDir} from '@site/src/code-blocks/steps';
import {loadPage, loadScript, type PageData} from './data';
import {createSandbox, START_WITHIN_MS, startRun, STOP_AFTER_MS, type Sandbox} from './sandbox';
import {Toolbar, type Action} from './Toolbar';
import buttonStyles from './styles.module.css';
import {adoptPanelStyles, styles} from './panelStyles';
import {addReports, EMPTY_LOG, type ActionsLog} from './actionsLog';
import {RunViews, type View} from './RunViews';
import {KeptNotice, KeptStatus} from './Kept';
import {useKeptEdits} from './useKeptEdits';

adoptPanelStyles();

const Editor = lazy(() => import(/* webpackChunkName: "live-editor" */ './Editor'));

type Props = {
  readonly id: string;
  readonly language: string;
  /** The code the block shows: in the JavaScript tab, the JavaScript that runs. */
  readonly code: string;
  /** What opened the panel: Run, Edit, or an edit to restore (./restore.ts). */
  readonly firstAction: Action | 'restore';
  /** The block's place among the page's run blocks, which keys its saved edit. */
  readonly slot?: number;
  readonly children: ReactNode;
};

/**
 * Messages the page refuses from one sandbox (not on the runtime's port, or not of the protocol)
 * before it closes the sandbox: example code is sending them, and a flood must not hang the page.
 */
const REFUSED_LIMIT = 100;

/**
 * A finished run whose example shows nothing is closed after this long (React may still be
 * about to render when the run ends): only sandboxes that show something stay.
 */
const CLOSE_UNSHOWN_AFTER_MS = 1000;

/**
 * The one sandbox made ahead of time on the page, and how to take it back from the panel it was
 * made for: at most one idle sandbox a page, however many examples the reader heads for.
 */
let ahead: {readonly sandbox: Sandbox; readonly release: () => void} | null = null;

/**
 * What a run printed, what its stores did, and how many messages its sandbox sent that the page
 * refused.
 */
type Shown = {
  readonly output: readonly OutputEntry[];
  readonly actions: ActionsLog;
  readonly refused: number;
};

type Run =
  | {readonly status: 'loading'}
  | ({readonly status: 'running'} & Shown)
  | ({
      readonly status: 'done';
      readonly passed: number;
      readonly failure?: Failure;
      readonly durationMs: number;
    } & Shown)
  | ({readonly status: 'stopped'; readonly why: 'time' | 'messages'} & Shown)
  | {readonly status: 'failed'; readonly message: string};

type Lang = 'ts' | 'js';

/**
 * `src/app/store.ts` as the tab names it: `src/app/store.js` in the JavaScript tab. A step-wise
 * page's file (`step-3/src/app/store.ts`) is named as the reader knows it, without its step.
 */
function fileName(path: string, lang: Lang): string {
  const shown = withoutStepDir(path);
  return lang === 'js' ? javaScriptFileName(shown) : shown;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function where(location: SourceLocation, entry: string, lang: Lang): string {
  const at = `line ${location.line}, column ${location.column}`;
  return location.file === entry ? at : `${at} of ${fileName(location.file, lang)}`;
}

export default function Panel({id, language, code, firstAction, slot, children}: Props): ReactNode {
  const baseUrl = useBaseUrl('/');
  const sandboxUrl = useBaseUrl('/live/sandbox');
  const [key = '', hash = ''] = id.split('#');
  const lang: Lang = language === 'js' || language === 'jsx' ? 'js' : 'ts';
  const [page, setPage] = useState<PageData | null>(null);
  const [run, setRun] = useState<Run | null>(null);
  const [editing, setEditing] = useState(firstAction === 'edit');
  const [edits, setEdits] = useState<Readonly<Record<string, string>>>({});
  const [activeFile, setActiveFile] = useState<string | null>(null);
  const [uiHeight, setUiHeight] = useState(0);
  const [view, setView] = useState<View>('output');
  const frames = useRef<HTMLDivElement>(null);
  const current = useRef<Sandbox | null>(null);
  const next = useRef<Sandbox | null>(null);
  const loaded = useRef<PageData | null>(null);
  const handler = useRef<(message: RunMessage | 'refused', from: Sandbox) => void>(() => undefined);
  const [editedRun, setEditedRun] = useState(false);
  // The edits the last run ran: its failed line is marked in the editor until they change.
  const [ranEdits, setRanEdits] = useState(edits);
  const runButton = useRef<HTMLButtonElement>(null);

  const example = page?.examples[hash];
  const edited = Object.keys(edits).length > 0;
  // The files the reader may edit: the JavaScript tab its own block, the TypeScript tab them all.
  const editable = useMemo(
    () => (example ? (lang === 'ts' ? example.files : [example.entry]) : undefined),
    [example, lang],
  );
  // A restored edit opens the editor without moving the focus there.
  const [focusEditor, setFocusEditor] = useState(true);
  const openEditor = useCallback(() => {
    setFocusEditor(false);
    setEditing(true);
  }, []);
  // The example's top under the sticky navbar, once the editor has replaced the block and after
  // the code tabs' own scroll keeping (which a tab switched for a link sets off).
  const reveal = useCallback(() => {
    window.setTimeout(() => {
      const block = frames.current?.parentElement;
      if (!block) return;
      const navbar = document.querySelector<HTMLElement>('.navbar')?.offsetHeight ?? 0;
      const top = block.getBoundingClientRect().top + window.scrollY - navbar - 8;
      window.scrollTo({top, behavior: 'instant'});
    }, 100);
  }, []);
  const kept = useKeptEdits({
    id,
    slot,
    lang,
    editable,
    restore: firstAction === 'restore',
    edits,
    setEdits,
    openEditor,
    reveal,
  });

  const makeSandbox = useCallback(
    (data: PageData) => {
      const sandbox: Sandbox = createSandbox(
        frames.current!,
        sandboxUrl,
        loadScript(baseUrl, data.scripts.runtime),
        {
          onMessage: (message) => handler.current(message, sandbox),
          onRefused: () => handler.current('refused', sandbox),
        },
      );
      return sandbox;
    },
    [baseUrl, sandboxUrl],
  );

  // The next run's sandbox is made ahead of time when the reader heads for Run (the pointer on
  // it, or the focus), not after every run: a page whose examples are run one after another would
  // otherwise build two sandboxes per example, and keep them.
  const prepare = useCallback(() => {
    if (!loaded.current || next.current) return;
    if (ahead) {
      ahead.release();
      ahead.sandbox.dispose();
    }
    const sandbox = makeSandbox(loaded.current);
    next.current = sandbox;
    ahead = {sandbox, release: () => (next.current = null)};
  }, [makeSandbox]);
  /** This panel's sandbox made ahead of time, if any: taken off the page's slot. */
  const takeNext = useCallback((): Sandbox | null => {
    const sandbox = next.current;
    next.current = null;
    if (sandbox && ahead?.sandbox === sandbox) ahead = null;
    return sandbox;
  }, []);
  const prepareIfWanted = useCallback(() => {
    const button = runButton.current;
    if (button && (button === document.activeElement || button.matches(':hover'))) prepare();
  }, [prepare]);

  const start = useCallback(async () => {
    setRun({status: 'loading'});
    setRanEdits(edits);
    setUiHeight(0);
    current.current?.dispose();
    current.current = null;
    try {
      const data = await loadPage(baseUrl, key);
      loaded.current = data;
      setPage(data);
      const found = data.examples[hash];
      if (!found) throw new Error('this example is not in the page data; reload the page');
      const changed = Object.keys(edits).length > 0;
      // The JavaScript tab runs its own code, compiled here for its JSX only; the files it
      // imports run as compiled from their TypeScript, which their JavaScript tabs show.
      const compiler = changed || lang === 'js' ? await import('./compile') : undefined;
      let files: RunFile[];
      try {
        files = found.files.map((path) => {
          const text = edits[path] ?? (lang === 'js' && path === found.entry ? code : undefined);
          if (text !== undefined && compiler) return compiler.compileEdited(path, text, lang);
          return {path, ...data.files[path]!.run};
        });
      } catch (error) {
        // A syntax error: reported as a failed run, at the reader's line, as Node would.
        if (!(compiler && error instanceof compiler.EditedSyntaxError)) throw error;
        setEditedRun(changed);
        setRun({
          status: 'done',
          passed: 0,
          durationMs: 0,
          failure: error.failure,
          output: [],
          actions: EMPTY_LOG,
          refused: 0,
        });
        return;
      }
      // Edited code may import a package the original did not: send every group then.
      const groups = changed ? Object.keys(data.scripts.groups) : found.groups;
      const packages = await Promise.all(
        groups.map((group) => loadScript(baseUrl, data.scripts.groups[group]!)),
      );
      const sandbox = takeNext() ?? makeSandbox(data);
      current.current = sandbox;
      // The run as the page sees it: capped here whatever the sandbox sends (see OutputCap).
      const cap = new OutputCap();
      const actionsCap = new ActionsCap();
      let shown: Shown = {output: [], actions: EMPTY_LOG, refused: 0};
      let finished = false;
      let uiHeightNow = 0;
      const closeStopped = (stopped: Sandbox) => {
        stopped.dispose();
        setUiHeight(0);
      };
      // The page's own timers, which no message can cancel: first for the sandbox to start the
      // example's code, then STOP_AFTER_MS for the example, from its `started` (sent once, by the
      // runtime, before any example code runs; a second one changes nothing).
      const stopAfter = (ms: number, state: () => Run) =>
        window.setTimeout(() => {
          if (finished) return;
          finished = true;
          closeStopped(sandbox);
          setRun(state());
          prepareIfWanted();
        }, ms);
      let stopTimer = stopAfter(START_WITHIN_MS, () => ({
        status: 'failed',
        message: `the sandbox did not start it within ${START_WITHIN_MS / 1000} s.`,
      }));
      let codeStarted = false;
      const show = (next: Shown) => {
        shown = next;
        setRun((previous) =>
          previous?.status === 'done' || previous?.status === 'stopped'
            ? {...previous, ...shown}
            : {status: 'running', ...shown},
        );
      };
      handler.current = (message, from) => {
        if (from !== sandbox || sandbox !== current.current) return;
        if (message === 'refused') {
          show({...shown, refused: shown.refused + 1});
          if (shown.refused < REFUSED_LIMIT) return;
          // Only example code sends these: the run ends here, on the page's terms.
          closeStopped(sandbox);
          current.current = null;
          window.clearTimeout(stopTimer);
          if (!finished) setRun({status: 'stopped', why: 'messages', ...shown});
          finished = true;
          prepareIfWanted();
        } else if (message.type === 'started') {
          if (codeStarted || finished) return;
          codeStarted = true;
          window.clearTimeout(stopTimer);
          stopTimer = stopAfter(STOP_AFTER_MS, () => ({status: 'stopped', why: 'time', ...shown}));
        } else if (message.type === 'output') {
          const kept = cap.take(message.entries);
          if (kept.length > 0) show({...shown, output: [...shown.output, ...kept]});
        } else if (message.type === 'devtools') {
          const actions = addReports(shown.actions, message, actionsCap);
          // One that does not fit the run counts as refused, as one that does not fit the protocol.
          if (!actions) handler.current('refused', sandbox);
          else show({...shown, actions});
        } else if (message.type === 'ui') {
          uiHeightNow = message.height;
          sandbox.frame.hidden = message.height === 0;
          setUiHeight(message.height);
        } else if (message.type === 'done' && !finished) {
          finished = true;
          window.clearTimeout(stopTimer);
          setRun({status: 'done', ...shown, ...message});
          if (message.failure?.kind === 'busy') closeStopped(sandbox);
          window.setTimeout(() => {
            if (uiHeightNow > 0 || sandbox !== current.current) return;
            sandbox.dispose();
            current.current = null;
          }, CLOSE_UNSHOWN_AFTER_MS);
          prepareIfWanted();
        } else if (message.type === 'halted') {
          // A handler or timer of a finished run was stopped: what it rendered is dead.
          closeStopped(sandbox);
          setRun((previous) =>
            previous?.status === 'done' ? {...previous, failure: message.failure} : previous,
          );
        }
      };
      setEditedRun(changed);
      setRun({status: 'running', ...shown});
      await sandbox.ready;
      const names = Object.fromEntries(
        files.map(({path}) => [
          path,
          path === found.entry ? `example.${language}` : fileName(path, lang),
        ]),
      );
      startRun(sandbox, packages, files, found.entry, names);
    } catch (error) {
      setRun({status: 'failed', message: error instanceof Error ? error.message : String(error)});
    }
  }, [baseUrl, key, hash, lang, language, code, edits, makeSandbox, prepareIfWanted, takeNext]);

  // The first press of Run, or the page data the editor needs.
  useEffect(() => {
    if (firstAction === 'run') void start();
    else
      loadPage(baseUrl, key).then(
        (data) => {
          loaded.current = data;
          setPage(data);
        },
        (error: Error) => setRun({status: 'failed', message: error.message}),
      );
    // Once, for the press that loaded the panel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // The buttons the reader pressed were replaced by these: keep the keyboard where it was.
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost && firstAction === 'run') runButton.current?.focus();
    return () => {
      current.current?.dispose();
      takeNext()?.dispose();
    };
    // Once, when the panel replaces the first buttons.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The JavaScript tab edits its own block; the TypeScript tab every file of the example.
  const files = lang === 'ts' ? (example?.files ?? []) : [];
  const shownFile = activeFile ?? example?.entry ?? '';
  const failedAt = run?.status === 'done' ? run.failure?.location : undefined;
  const failedLine = failedAt?.file === shownFile && ranEdits === edits ? failedAt.line : undefined;
  const original = (path: string) =>
    path === example?.entry ? code : (page?.files[path]?.ts ?? '');

  return (
    <>
      {kept.notice && (
        <KeptNotice
          notice={kept.notice}
          onRestore={kept.restoreChanged}
          onDiscard={kept.discardChanged}
          onDismiss={kept.dismiss}
        />
      )}
      {editing && example ? (
        <div className={styles.editorFrame}>
          {files.length > 1 && (
            <div className={styles.fileTabs} role="group" aria-label="Files of this example">
              {files.map((path) => (
                <button
                  key={path}
                  type="button"
                  aria-pressed={path === shownFile}
                  className={clsx(styles.fileTab, path === shownFile && styles.fileTabActive)}
                  onClick={() => setActiveFile(path)}>
                  {path === example.entry ? 'This example' : fileName(path, lang)}
                  {edits[path] !== undefined && ' (edited)'}
                </button>
              ))}
            </div>
          )}
          <Suspense fallback={children}>
            <Editor
              label={`Edit ${path(shownFile, example.entry, lang)}`}
              language={
                shownFile === example.entry ? language : (page?.files[shownFile]?.lang ?? 'ts')
              }
              value={edits[shownFile] ?? original(shownFile)}
              failedLine={failedLine}
              autoFocus={focusEditor}
              onChange={(text) => {
                kept.changed();
                setEdits((previous) => {
                  const rest = {...previous};
                  if (text === original(shownFile)) delete rest[shownFile];
                  else rest[shownFile] = text;
                  return rest;
                });
              }}
            />
          </Suspense>
        </div>
      ) : (
        children
      )}
      <Toolbar
        runRef={runButton}
        onRunIntent={prepare}
        onAction={(action) => {
          if (action === 'run') void start();
          else {
            setFocusEditor(true);
            setEditing(true);
          }
        }}>
        {editing ? (
          <>
            {edited && <span className={styles.editedLabel}>Your edited version ·</span>}
            {/* aria-disabled, not disabled: a disabled button drops the focus to the page's
                body, and Reset disables itself when pressed. */}
            <button
              type="button"
              className={buttonStyles.button}
              aria-disabled={!edited}
              onClick={() => {
                if (edited) kept.reset();
              }}>
              Reset
            </button>
            {slot !== undefined && (
              <button
                type="button"
                className={buttonStyles.button}
                aria-disabled={!edited}
                onClick={() => {
                  if (edited) void kept.startShare();
                }}>
                Share
              </button>
            )}
            {edited && slot !== undefined && (
              <button type="button" className={buttonStyles.button} onClick={kept.forgetAll}>
                Forget all saved edits
              </button>
            )}
          </>
        ) : undefined}
      </Toolbar>
      <KeptStatus notKept={kept.notKept} share={kept.share} forgotten={kept.forgotten} />
      <div
        ref={frames}
        className={styles.frames}
        style={{height: uiHeight > 0 ? Math.min(uiHeight, 480) : 0}}
      />
      {run && (
        <RunViews actions={'actions' in run ? run.actions : EMPTY_LOG} view={view} onView={setView}>
          <Output run={run} entry={example?.entry ?? ''} lang={lang} edited={editedRun} />
        </RunViews>
      )}
    </>
  );
}

function path(file: string, entry: string, lang: Lang): string {
  return file === entry ? 'this example' : fileName(file, lang);
}

function Output({
  run,
  entry,
  lang,
  edited,
}: {
  readonly run: Run;
  readonly entry: string;
  readonly lang: Lang;
  readonly edited: boolean;
}): ReactNode {
  const output = 'output' in run ? run.output : [];
  return (
    <div role="log" aria-label="Output" className={styles.output}>
      {edited && (
        <p className={styles.note}>
          Edited code runs without type checking: the types are checked only in the docs&apos;
          build.
        </p>
      )}
      {output.map((entry, index) => (
        <pre
          key={index}
          className={clsx(
            styles.line,
            entry.kind in styles && styles[entry.kind as keyof typeof styles],
          )}>
          {entry.text}
        </pre>
      ))}
      {run.status === 'loading' && <p className={styles.status}>Loading the example…</p>}
      {run.status === 'running' && <p className={styles.status}>Running…</p>}
      {run.status === 'failed' && (
        <p className={clsx(styles.summary, styles.bad)}>Could not run the example: {run.message}</p>
      )}
      {'refused' in run && run.refused > 0 && run.refused < REFUSED_LIMIT && (
        <p className={styles.note}>
          The page ignored {plural(run.refused, 'message')} the example posted to it: it takes
          messages from the sandbox&apos;s runtime only.
        </p>
      )}
      {run.status === 'stopped' && (
        <p className={clsx(styles.summary, styles.bad)}>
          {run.why === 'time'
            ? `Stopped after ${STOP_AFTER_MS / 1000} s`
            : `Stopped: the example posted ${REFUSED_LIMIT} messages to the page, which takes none from example code.`}
        </p>
      )}
      {run.status === 'done' && run.refused >= REFUSED_LIMIT && (
        <p className={clsx(styles.summary, styles.bad)}>
          Closed: the example posted {REFUSED_LIMIT} messages to the page, which takes none from
          example code.
        </p>
      )}
      {run.status === 'done' && run.failure && (
        <FailureReport failure={run.failure} entry={entry} lang={lang} />
      )}
      {run.status === 'done' && (
        <p className={clsx(styles.summary, run.failure ? styles.bad : styles.good)}>
          {summary(run.passed, run.failure)}
          <span className={styles.time}> · {run.durationMs} ms</span>
        </p>
      )}
    </div>
  );
}

function summary(passed: number, failure: Failure | undefined): string {
  if (!failure) return `${plural(passed, 'assertion')} passed`;
  // Node ends a comparison's message with a colon before its diff, shown below.
  const message = failure.message.replace(/:\s*$/, '');
  return failure.kind === 'assertion' ? `Assertion failed: ${message}` : message;
}

function FailureReport({
  failure,
  entry,
  lang,
}: {
  readonly failure: Failure;
  readonly entry: string;
  readonly lang: Lang;
}): ReactNode {
  return (
    <div className={styles.failure}>
      {failure.location && (
        <p className={styles.where}>At {where(failure.location, entry, lang)}</p>
      )}
      {failure.kind === 'assertion' && (
        <dl className={styles.values}>
          <dt>Expected</dt>
          <dd>
            <pre>{failure.expected}</pre>
          </dd>
          <dt>Actual</dt>
          <dd>
            <pre>{failure.actual}</pre>
          </dd>
        </dl>
      )}
      {failure.details && <pre className={styles.line}>{failure.details}</pre>}
    </div>
  );
}
