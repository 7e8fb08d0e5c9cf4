import {useCallback, useEffect, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** The id of the block's last element. */
export const COPY_PAGE_END_ID = 'copy-page-end';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** How long "Copied" or "Copy failed" shows before the button reads "Copy page" again. */
export const STATUS_RESET_MS = 2500;

/** Fetches `url` and puts its text on the clipboard. Rejects if either step fails. */
export async function copyUrlText(url: string): Promise<void> {
  const text = fetch(url).then(async (response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && typeof navigator.clipboard?.write === 'function') {
    // Safari only allows a clipboard write that starts inside the click, so the write starts
    // now and receives the text when the fetch settles.
    const blob = text.then((value) => new Blob([value], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
    return;
  }
  await navigator.clipboard.writeText(await text);
}

const LABELS: Record<Status, string> = {
  idle: 'Copy page',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

const ANNOUNCEMENTS: Record<Status, string> = {
  idle: '',
  copying: '',
  copied: 'The page is on the clipboard as Markdown.',
  failed: 'The page could not be copied. Open it as Markdown with the link instead.',
};

type Props = {
  /** URL of the page's Markdown (`/api/createSlice.md`). */
  readonly markdownUrl: string;
  readonly className?: string;
};

/**
 * Copies the current doc page as Markdown, for pasting into a chat or an issue. Shows the result
 * in its label and announces it to screen readers; when copying fails, a link to the Markdown is
 * the way out.
 */
export default function CopyPageButton({markdownUrl, className}: Props): ReactNode {
  const [status, setStatus] = useState<Status>('idle');

  useEffect(() => {
    if (status !== 'copied' && status !== 'failed') return undefined;
    const timer = window.setTimeout(() => setStatus('idle'), STATUS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  const copy = useCallback(() => {
    setStatus('copying');
    copyUrlText(markdownUrl).then(
      () => setStatus('copied'),
      (error: unknown) => {
        console.warn('Copy page failed:', error);
        setStatus('failed');
      },
    );
  }, [markdownUrl]);

  return (
    <div className={clsx(styles.copyPage, className)}>
      <button
        type="button"
        className={clsx('button button--sm button--outline button--secondary', styles.button)}
        onClick={copy}
        disabled={status === 'copying'}
        title="Copy this page as Markdown"
        data-status={status}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d={
              status === 'copied'
                ? 'M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z'
                : 'M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z'
            }
          />
        </svg>
        {LABELS[status]}
      </button>
      <a className={styles.markdownLink} href={markdownUrl} type="text/markdown">
        Markdown
      </a>
      {/* Last in the block: the page holds its first paint until it is parsed (see
          src/theme/DocBreadcrumbs), so the block never shows half parsed and then grows. */}
      <span id={COPY_PAGE_END_ID} className={styles.announcement} role="status" aria-live="polite">
        {ANNOUNCEMENTS[status]}
      </span>
    </div>
  );
}
