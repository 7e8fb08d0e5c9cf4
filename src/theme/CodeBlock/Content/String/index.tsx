// Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/Content/String.js), with two
// changes: the word-wrap state comes from useLazyCodeWordWrap, which measures a block when the
// reader reaches for its buttons instead of every block at hydration (see that hook); and a
// block with a live example (`live="…"` in its meta, from src/plugins/ts-to-js/remark.ts) gets
// the Run and Edit buttons.
import type {ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {
  CodeBlockContextProvider,
  createCodeBlockMetadata,
  type CodeBlockMetadata,
} from '@site/src/internals/theme';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import LiveExample from '@site/src/components/LiveExample';
import {liveExampleId, liveExampleSlot} from '@site/src/code-blocks/grammar';
import type {Props} from '@theme/CodeBlock/Content/String';
import {useLazyCodeWordWrap} from './useLazyCodeWordWrap';

function useCodeBlockMetadata(props: Props): CodeBlockMetadata {
  const {prism} = useThemeConfig();
  return createCodeBlockMetadata({
    code: props.children,
    className: props.className,
    metastring: props.metastring,
    magicComments: prism.magicComments,
    defaultLanguage: prism.defaultLanguage,
    language: props.language,
    title: props.title,
    showLineNumbers: props.showLineNumbers,
  });
}

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  // Changed: the theme calls useCodeWordWrap() here.
  const wordWrap = useLazyCodeWordWrap();
  const block = (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
  // Changed: the live example's buttons.
  const liveId = liveExampleId(props.metastring ?? '');
  if (liveId === undefined) return block;
  return (
    <LiveExample
      id={liveId}
      slot={liveExampleSlot(props.metastring ?? '')}
      language={metadata.language}
      code={metadata.code}>
      {block}
    </LiveExample>
  );
}
