// Ejected from @docusaurus/theme-classic 3.10.2 (theme/CodeBlock/index.js), with one change,
// marked below: no remount after hydration.
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there are React
 * elements, it returns `children` as they are; otherwise it joins the string children.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  // Changed: the theme keys this element by `useIsBrowser()`, which throws away and renders
  // every code block again after hydration, so the Prism theme of the reader's colour mode
  // replaces the inline styles of the prerendered light theme. Our colours are CSS classes
  // (src/css/code-tokens.css) and the markup is the same in both modes: nothing to redo.
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
}
