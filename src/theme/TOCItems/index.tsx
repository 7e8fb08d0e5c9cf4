// Wraps the table of contents' list (wrap, not eject). Given an active-link class, the list
// follows the scroll: on every scroll event it measures the headings and moves the class. The
// desktop table of contents stays mounted on narrow screens (see src/theme/DocItem/Layout),
// where the theme's CSS hides it; there it gets no active class, so nothing listens to the
// scroll for a list nobody sees. Once the window is wide again it follows the scroll as before.
import type {ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import TOCItems from '@theme-original/TOCItems';
import type {Props} from '@theme/TOCItems';

export default function TOCItemsWrapper({linkActiveClassName, ...props}: Props): ReactNode {
  const narrow = useWindowSize() === 'mobile';
  return <TOCItems {...props} linkActiveClassName={narrow ? undefined : linkActiveClassName} />;
}
