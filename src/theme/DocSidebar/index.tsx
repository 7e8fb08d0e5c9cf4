// Ejected from @docusaurus/theme-classic 3.10.2 (theme/DocSidebar), with one change: the desktop
// sidebar stays mounted in a narrow window. The theme renders it while hydrating (the window's
// width is not known yet), then unmounts it once an effect finds the window narrow: several
// hundred elements torn down in a render React cannot interrupt, right after hydration on every
// phone. Below 997 px the sidebar's container is `display: none`, so keeping it costs nothing;
// the menu of narrow screens gets its own copy (DocSidebar/Mobile), as in the theme.
import type {ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
