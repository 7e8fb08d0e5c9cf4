// Replaces @theme/CodeBlock/Content (Docusaurus 3.10.2), which highlights with Prism in the
// browser: Prism was a sixth of the main bundle, and tokenizing every block of a long page while
// it hydrated blocked the main thread for seconds on a phone.
//
// Here the block's lines are HTML. While the site is prerendered they are highlighted in Node.
// When the browser hydrates that page it keeps the prerendered lines as they are: React leaves
// an element's `dangerouslySetInnerHTML` unchecked when it hydrates, so the empty string given
// then costs nothing. A block that first renders in the browser (after client-side navigation,
// or a JavaScript tab opened later) shows plain text at once and its colours when the Prism chunk
// arrives; if that chunk cannot load, the code stays readable as plain text.
import React, {useEffect, useState, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@site/src/internals/theme';
import {isHydrating} from '@site/src/clientModules/hydration';
import type {Props} from '@theme/CodeBlock/Content';
import type {Token} from 'prism-react-renderer';
import {highlightOnServer} from './highlightOnServer';
import {linesToHtml, plainLines, type LineOptions} from './lines';
// The theme's styles for the markup this component and ./lines.ts write, used as they are.
import {
  codeBlockContentStyles as styles,
  codeBlockLineStyles as lineStyles,
} from '@site/src/internals/themeStyles';
import ownStyles from './styles.module.css';

interface Highlighted {
  readonly code: string;
  readonly language: string;
  readonly lines: Token[][];
}

/** The lines' HTML; `null` while hydrating, when the prerendered lines stay. */
function useLinesHtml(code: string, language: string, options: LineOptions): string | null {
  // Decided once, at the first render: only that render can be a hydration. A block mounted
  // later (a tab the reader's stored choice selects as hydration ends) is highlighted here.
  const [hydrating] = useState(isHydrating);
  const [highlighted, setHighlighted] = useState<Highlighted | null>(null);

  useEffect(() => {
    if (hydrating) return undefined;
    let current = true;
    import(/* webpackChunkName: "prism" */ './highlight')
      .then(({tokenize}) => {
        if (current) setHighlighted({code, language, lines: tokenize(code, language)});
      })
      // A chunk that fails to load leaves the plain lines, which are the whole code.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [hydrating, code, language]);

  if (hydrating) return null;
  if (highlightOnServer) return linesToHtml(highlightOnServer(code, language), options);
  const lines =
    highlighted?.code === code && highlighted.language === language
      ? highlighted.lines
      : plainLines(code);
  return linesToHtml(lines, options);
}

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const numbered = lineNumbersStart !== undefined;
  const html = useLinesHtml(code, language, {
    lineClassNames,
    numbering: numbered
      ? {
          line: lineStyles.codeLine!,
          number: lineStyles.codeLineNumber!,
          content: lineStyles.codeLineContent!,
        }
      : undefined,
  });
  // Read by `contain-intrinsic-block-size` in ./styles.module.css: the height the block holds
  // while the browser skips rendering it off screen.
  const lineCount = {'--code-lines': code.split('\n').length} as CSSProperties;
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      style={lineCount}
      // A block wider than the page scrolls, and a scrolling region must take focus.
      tabIndex={0}
      className={clsx(
        className,
        'prism-code',
        `language-${language}`,
        styles.codeBlock,
        ownStyles.skipOffscreen,
        'thin-scrollbar',
      )}>
      <code
        className={clsx(
          styles.codeBlockLines,
          numbered ? styles.codeBlockLinesWithNumbering : ownStyles.lineBoxes,
        )}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: html ?? ''}}
        suppressHydrationWarning
      />
    </pre>
  );
}
