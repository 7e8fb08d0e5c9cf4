// What the panel says about a kept or shared edit (./useKeptEdits.ts): the notice over the code
// (a link's code, a link that could not be read, a saved edit of older docs code) and, under the
// buttons, whether the edit is kept and what Share did.
import type {ReactNode} from 'react';
import buttonStyles from './styles.module.css';
import {KEEP_LIMITS, type NotKept} from './keep';
import {styles} from './panelStyles';
import type {Notice, Share} from './useKeptEdits';

export function KeptNotice({
  notice,
  onRestore,
  onDiscard,
  onDismiss,
}: {
  readonly notice: Notice;
  readonly onRestore: () => void;
  readonly onDiscard: () => void;
  readonly onDismiss: () => void;
}): ReactNode {
  return (
    <div role="status" className={styles.notice}>
      {notice.kind === 'link' && (
        <p>
          This code came from a link
          {notice.older && ', made from an earlier version of this example'}. It runs only when you
          press Run, in the same sandbox as the docs&apos; code.{' '}
          <button type="button" className={buttonStyles.button} onClick={onDismiss}>
            OK
          </button>
        </p>
      )}
      {notice.kind === 'bad-link' && (
        <p>
          The link&apos;s code could not be loaded: {notice.why}. This is the docs&apos; code.{' '}
          <button type="button" className={buttonStyles.button} onClick={onDismiss}>
            OK
          </button>
        </p>
      )}
      {notice.kind === 'changed' && (
        <p>
          You edited this example before its code in the docs changed. Your edit is kept.{' '}
          <button type="button" className={buttonStyles.button} onClick={onRestore}>
            Restore my edit
          </button>{' '}
          <button type="button" className={buttonStyles.button} onClick={onDiscard}>
            Discard it
          </button>
        </p>
      )}
    </div>
  );
}

const NOT_KEPT: Record<NotKept, string> = {
  unavailable: "Your edit will not be kept: this browser's storage is full or turned off.",
  'too-large': `Your edit will not be kept: it is over ${KEEP_LIMITS.editCharacters.toLocaleString('en')} characters.`,
};

export function KeptStatus({
  notKept,
  share,
  forgotten,
}: {
  readonly notKept: NotKept | null;
  readonly share: Share | null;
  readonly forgotten: number | null;
}): ReactNode {
  return (
    <div role="status" className={styles.keptStatus}>
      {notKept && <p>{NOT_KEPT[notKept]}</p>}
      {(share?.kind === 'copied' || share?.kind === 'manual') && (
        <p>
          <label>
            {share.kind === 'copied'
              ? 'Link copied; it opens this page with your edit loaded:'
              : 'Copy this link; it opens this page with your edit loaded:'}{' '}
            <input
              className={styles.shareLink}
              readOnly
              value={share.link}
              onFocus={(event) => event.target.select()}
            />
          </label>
        </p>
      )}
      {share?.kind === 'too-long' && (
        <p>
          This edit is too long to share as a link: {share.length.toLocaleString('en')} characters,
          over the {KEEP_LIMITS.linkCharacters.toLocaleString('en')} a link may have.
        </p>
      )}
      {forgotten !== null && (
        <p>
          {forgotten === 1 ? '1 saved edit' : `${forgotten.toLocaleString('en')} saved edits`}{' '}
          forgotten.
        </p>
      )}
    </div>
  );
}
