// Ejected from @docusaurus/theme-classic 3.10.2 (theme/DocSidebar/Mobile), with one change: the
// props handed to NavbarSecondaryMenuFiller are one memoised object under a single key. The
// filler memoises its props by sorting their keys with localeCompare, and on a phone this was
// the page's first localeCompare: the browser loads its collation data for it, a long task in
// the middle of hydration. With one key there is nothing to compare; the menu is the theme's.
import {memo, useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {NavbarSecondaryMenuFiller, ThemeClassNames} from '@docusaurus/theme-common';
import {useNavbarMobileSidebar} from '@site/src/internals/theme';
import DocSidebarItems from '@theme/DocSidebarItems';
import type {Props} from '@theme/DocSidebar/Mobile';

type MenuProps = {readonly sidebar: Pick<Props, 'sidebar' | 'path'>};

function DocSidebarMobileSecondaryMenu({sidebar: {sidebar, path}}: MenuProps): ReactNode {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // The mobile sidebar closes only when the item navigates: a link, or a category
          // with a page of its own.
          if ((item.type === 'category' && item.href) || item.type === 'link') {
            mobileSidebar.toggle();
          }
        }}
        level={1}
      />
    </ul>
  );
}

function DocSidebarMobile({sidebar, path}: Props): ReactNode {
  const menuProps = useMemo(() => ({sidebar: {sidebar, path}}), [sidebar, path]);
  return <NavbarSecondaryMenuFiller component={DocSidebarMobileSecondaryMenu} props={menuProps} />;
}

export default memo(DocSidebarMobile);
