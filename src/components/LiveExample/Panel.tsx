// The live part of an example, loaded when the reader first presses Run or Edit: the output log,
// the sandbox that runs the example (and shows what it renders), and the editor.
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {
  Failure,
  OutputEntry,
  RunFile,
  SandboxMessage,
  SourceLocation,
} from '@site/src/plugins/live-examples/protocol';
import {javaScriptFileName} from '@site/src/plugins/ts-to-js/meta';
import {withoutStepDir} from '@site/src/plugins/ts-to-js/steps';
import {loadPage, loadScript, type PageData} from './data';
import {createSandbox, startRun, STOP_AFTER_MS, type Sandbox} from './sandbox';
import {Toolbar, type Action} from './index';
import buttonStyles from './styles.module.css';
import {adoptPanelStyles, styles} from './panelStyles';

adoptPanelStyles();

const Editor = lazy(() => import(/* webpackChunkName: "live-editor" */ './Editor'));

type Props = {
  readonly id: string;
  readonly language: string;
  /** The code the block shows: in the JavaScript tab, the JavaScript that runs. */
  readonly code: string;
  readonly firstAction: Action;
  readonly children: ReactNode;
};

type Run =
  | {readonly status: 'loading'}
  | {readonly status: 'running'; readonly output: readonly OutputEntry[]}
  | {
      readonly status: 'done';
      readonly output: readonly OutputEntry[];
      readonly passed: number;
      readonly failure?: Failure;
      readonly durationMs: number;
    }
  | {readonly status: 'stopped'; readonly output: readonly OutputEntry[]}
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

export default function Panel({id, language, code, firstAction, children}: Props): ReactNode {
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
  const frames = useRef<HTMLDivElement>(null);
  const current = useRef<Sandbox | null>(null);
  const next = useRef<Sandbox | null>(null);
  const loaded = useRef<PageData | null>(null);
  const handler = useRef<(message: SandboxMessage) => void>(() => undefined);
  const [editedRun, setEditedRun] = useState(false);
  const runButton = useRef<HTMLButtonElement>(null);

  const example = page?.examples[hash];
  const edited = Object.keys(edits).length > 0;

  const makeSandbox = useCallback(
    (data: PageData) =>
      createSandbox(frames.current!, sandboxUrl, loadScript(baseUrl, data.scripts.runtime), (m) =>
        handler.current(m),
      ),
    [baseUrl, sandboxUrl],
  );

  // The next run's sandbox is made ahead of time when the reader heads for Run (the pointer on
  // it, or the focus), not after every run: a page whose examples are run one after another would
  // otherwise build two sandboxes per example, and keep them.
  const prepare = useCallback(() => {
    if (loaded.current && !next.current) next.current = makeSandbox(loaded.current);
  }, [makeSandbox]);
  const prepareIfWanted = useCallback(() => {
    const button = runButton.current;
    if (button && (button === document.activeElement || button.matches(':hover'))) prepare();
  }, [prepare]);

  const start = useCallback(async () => {
    setRun({status: 'loading'});
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
      const compileHere =
        changed || lang === 'js' ? (await import('./compile')).compileEdited : undefined;
      const files: RunFile[] = found.files.map((path) => {
        const text = edits[path] ?? (lang === 'js' && path === found.entry ? code : undefined);
        if (text !== undefined && compileHere) return compileHere(path, text, lang);
        return {path, ...data.files[path]!.run};
      });
      // Edited code may import a package the original did not: send every group then.
      const groups = changed ? Object.keys(data.scripts.groups) : found.groups;
      const packages = await Promise.all(
        groups.map((group) => loadScript(baseUrl, data.scripts.groups[group]!)),
      );
      const sandbox = next.current ?? makeSandbox(data);
      next.current = null;
      current.current = sandbox;
      let output: OutputEntry[] = [];
      let finished = false;
      const closeStopped = (stopped: Sandbox) => {
        stopped.dispose();
        setUiHeight(0);
      };
      const stopTimer = window.setTimeout(() => {
        if (finished) return;
        finished = true;
        closeStopped(sandbox);
        setRun({status: 'stopped', output});
        prepareIfWanted();
      }, STOP_AFTER_MS);
      handler.current = (message) => {
        if (sandbox !== current.current) return;
        if (message.type === 'output') {
          output = [...output, ...message.entries];
          setRun((previous) =>
            previous?.status === 'done' ? {...previous, output} : {status: 'running', output},
          );
        } else if (message.type === 'ui') {
          sandbox.frame.hidden = message.height === 0;
          setUiHeight(message.height);
        } else if (message.type === 'done' && !finished) {
          finished = true;
          window.clearTimeout(stopTimer);
          setRun({status: 'done', output, ...message});
          if (message.failure?.kind === 'busy') closeStopped(sandbox);
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
      setRun({status: 'running', output});
      await sandbox.ready;
      startRun(sandbox, packages, files, found.entry);
    } catch (error) {
      setRun({status: 'failed', message: error instanceof Error ? error.message : String(error)});
    }
  }, [baseUrl, key, hash, lang, code, edits, makeSandbox, prepareIfWanted]);

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
      next.current?.dispose();
    };
    // Once, when the panel replaces the first buttons.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The JavaScript tab edits its own block; the TypeScript tab every file of the example.
  const files = lang === 'ts' ? (example?.files ?? []) : [];
  const shownFile = activeFile ?? example?.entry ?? '';
  const original = (path: string) =>
    path === example?.entry ? code : (page?.files[path]?.ts ?? '');

  return (
    <>
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
              onChange={(text) =>
                setEdits((previous) => {
                  const rest = {...previous};
                  if (text === original(shownFile)) delete rest[shownFile];
                  else rest[shownFile] = text;
                  return rest;
                })
              }
            />
          </Suspense>
        </div>
      ) : (
        children
      )}
      <Toolbar
        runRef={runButton}
        onRunIntent={prepare}
        onAction={(action) => (action === 'run' ? void start() : setEditing(true))}>
        {editing ? (
          <button
            type="button"
            className={buttonStyles.button}
            disabled={!edited}
            onClick={() => setEdits({})}>
            Reset
          </button>
        ) : undefined}
      </Toolbar>
      <div
        ref={frames}
        className={styles.frames}
        style={{height: uiHeight > 0 ? Math.min(uiHeight, 480) : 0}}
      />
      {run && <Output run={run} entry={example?.entry ?? ''} lang={lang} edited={editedRun} />}
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
      {run.status === 'stopped' && (
        <p className={clsx(styles.summary, styles.bad)}>Stopped after {STOP_AFTER_MS / 1000} s</p>
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
  return failure.kind === 'assertion' ? `Assertion failed: ${failure.message}` : failure.message;
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
