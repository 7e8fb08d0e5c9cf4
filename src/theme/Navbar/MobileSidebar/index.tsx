// Wraps the menu of narrow screens (wrap, not eject) to build it later. The theme builds it as
// soon as hydration finds a narrow window: on a doc page that is the whole docs sidebar, several
// hundred elements created in one render React cannot interrupt (a window-size effect's update),
// the longest task of the page on a phone. Here the menu is built in idle time once the page has
// loaded, as a transition that yields to the reader's input, or at once if the reader opens it
// first. It is off screen until opened either way.
import {startTransition, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@site/src/internals/theme';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {afterLoadWhenIdle} from '@site/src/utils/idle';

export default function MobileSidebarWrapper(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const [built, setBuilt] = useState(false);

  useEffect(() => {
    if (!shouldRender || built) return undefined;
    return afterLoadWhenIdle(() => startTransition(() => setBuilt(true)));
  }, [shouldRender, built]);

  // Once built it stays: the theme's component renders nothing while the window is wide.
  return built || shown ? <MobileSidebar /> : null;
}
