// Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Buttons), with one change: the
// buttons are prerendered. The theme renders them in the browser only (BrowserOnly), so right
// after hydration React created every block's buttons in one render it cannot interrupt: on a
// page with 40 blocks, a long task on a phone. Prerendered, they are hydrated like the rest of
// the page, in slices. They stay hidden until the page has hydrated, since they do nothing
// before (or with JavaScript off).
import type {ReactNode} from 'react';
import clsx from 'clsx';
import CopyButton from '@theme/CodeBlock/Buttons/CopyButton';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type {Props} from '@theme/CodeBlock/Buttons';
// The theme's styles, used as they are.
import {codeBlockButtonsStyles as styles} from '@site/src/internals/themeButtonStyles';
import ownStyles from './styles.module.css';

export default function CodeBlockButtons({className}: Props): ReactNode {
  return (
    <div className={clsx(className, styles.buttonGroup, ownStyles.untilHydrated)}>
      <WordWrapButton />
      <CopyButton />
    </div>
  );
}
