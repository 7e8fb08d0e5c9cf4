// The editor an example turns into on Edit: CodeMirror 6, loaded only then. Its colours are the
// site's own token classes (src/css/code-tokens.css), so edited code looks like the block it
// replaces. Undo and redo, the usual keys; Tab indents, and Escape then Tab leaves the editor.
import {useEffect, useRef, type ReactNode} from 'react';
import {defaultKeymap, history, historyKeymap, indentWithTab} from '@codemirror/commands';
import {javascript} from '@codemirror/lang-javascript';
import {
  HighlightStyle,
  indentOnInput,
  syntaxHighlighting,
  bracketMatching,
} from '@codemirror/language';
import {Compartment, EditorState, type Extension} from '@codemirror/state';
import {
  Decoration,
  drawSelection,
  EditorView,
  highlightActiveLine,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import {tags} from '@lezer/highlight';
import {styles} from './panelStyles';

// Lezer's tags mapped to the Prism token classes the site colours.
const SITE_HIGHLIGHT = HighlightStyle.define([
  {
    tag: [tags.keyword, tags.controlKeyword, tags.moduleKeyword, tags.operatorKeyword],
    class: 'token keyword',
  },
  {tag: [tags.string, tags.special(tags.string)], class: 'token string'},
  {tag: tags.regexp, class: 'token regex'},
  {tag: [tags.number, tags.bool, tags.null, tags.atom], class: 'token boolean'},
  {tag: [tags.comment, tags.lineComment, tags.blockComment], class: 'token comment'},
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName)],
    class: 'token function',
  },
  {tag: [tags.typeName, tags.className, tags.namespace], class: 'token class-name'},
  {tag: [tags.propertyName, tags.attributeName], class: 'token property'},
  {tag: [tags.tagName, tags.angleBracket], class: 'token tag'},
  {
    tag: [tags.operator, tags.punctuation, tags.bracket, tags.separator],
    class: 'token punctuation',
  },
]);

type Props = {
  /** Names the file being edited, for screen readers. */
  readonly label: string;
  readonly value: string;
  readonly language: string;
  readonly onChange: (value: string) => void;
  /** The line (1-based) where the last run failed, marked until the next run or edit. */
  readonly failedLine?: number;
  /** Takes the focus when it opens (on Edit; not for an edit restored at page load). */
  readonly autoFocus?: boolean;
};

/** The failed line's mark, if `line` is one of the document's. */
function failedLineMark(line: number | undefined): Extension {
  return EditorView.decorations.compute(['doc'], (state) => {
    if (line === undefined || line < 1 || line > state.doc.lines) return Decoration.none;
    const from = state.doc.line(line).from;
    return Decoration.set([Decoration.line({class: styles.failedLine}).range(from)]);
  });
}

export default function Editor({
  label,
  value,
  language,
  onChange,
  failedLine,
  autoFocus = true,
}: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const mark = useRef(new Compartment());
  const marked = useRef(failedLine);
  marked.current = failedLine;
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const typescript = language.startsWith('ts');
    const jsx = language.endsWith('x');
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          drawSelection(),
          highlightActiveLine(),
          indentOnInput(),
          bracketMatching(),
          syntaxHighlighting(SITE_HIGHLIGHT),
          mark.current.of(failedLineMark(marked.current)),
          javascript({typescript, jsx}),
          // The editor grows with its code and wraps long lines: no scrolling region inside the
          // page, which a keyboard could not reach.
          EditorView.lineWrapping,
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          EditorView.contentAttributes.of({'aria-label': label}),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) changed.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    if (autoFocus) editor.focus();
    return () => editor.destroy();
    // A new file or language makes a new editor; typing does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, language]);

  useEffect(() => {
    view.current?.dispatch({effects: mark.current.reconfigure(failedLineMark(failedLine))});
  }, [failedLine]);

  // Reset replaces the text from outside.
  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({changes: {from: 0, to: editor.state.doc.length, insert: value}});
    }
  }, [value]);

  return <div ref={host} className={styles.editor} />;
}
