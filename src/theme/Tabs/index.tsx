// Ejected from @docusaurus/theme-classic 3.10.2 (theme/Tabs/index.js), with two changes, marked
// below: no remount after hydration, and each tab names its panel (`aria-controls`) and each
// panel its tab (`aria-labelledby`), so the panels are rendered here rather than by TabItem.
// Otherwise the same markup and behaviour.
import React, {
  isValidElement,
  useId,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  useScrollPositionBlocker,
  useTabsContextValue,
  useTabs,
  sanitizeTabsChildren,
  TabsProvider,
  type TabItemProps,
} from '@site/src/internals/theme';
import type {Props} from '@theme/Tabs';
import styles from './styles.module.css';

/** The ids that tie a tab and its panel together; `base` comes from `useId`, per tab set. */
function tabId(base: string, index: number): string {
  return `${base}-tab-${index}`;
}
function panelId(base: string, index: number): string {
  return `${base}-panel-${index}`;
}

function TabList({className, baseId}: {className?: string; baseId: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block, lazy} = useTabs();
  const tabRefs: (HTMLLIElement | null)[] = [];
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();

  const handleTabChange = (event: KeyboardEvent<HTMLLIElement> | MouseEvent<HTMLLIElement>) => {
    const newTab = event.currentTarget;
    const newTabValue = tabValues[tabRefs.indexOf(newTab)]!.value;
    if (newTabValue !== selectedValue) {
      blockElementScrollPositionUntilNextRender(newTab);
      selectValue(newTabValue);
    }
  };

  const handleKeydown = (event: KeyboardEvent<HTMLLIElement>) => {
    let focusElement: HTMLLIElement | null | undefined = null;
    switch (event.key) {
      case 'Enter':
        handleTabChange(event);
        break;
      case 'ArrowRight': {
        const nextTab = tabRefs.indexOf(event.currentTarget) + 1;
        focusElement = tabRefs[nextTab] ?? tabRefs[0];
        break;
      }
      case 'ArrowLeft': {
        const prevTab = tabRefs.indexOf(event.currentTarget) - 1;
        focusElement = tabRefs[prevTab] ?? tabRefs[tabRefs.length - 1];
        break;
      }
      default:
        break;
    }
    focusElement?.focus();
  };

  return (
    <ul
      role="tablist"
      aria-orientation="horizontal"
      className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}, index) => (
        <li
          role="tab"
          // Changed: the tab and its panel name each other. A lazy set renders only the
          // selected panel, and a tab must not point at a panel that is not in the page.
          id={tabId(baseId, index)}
          aria-controls={selectedValue === value || !lazy ? panelId(baseId, index) : undefined}
          tabIndex={selectedValue === value ? 0 : -1}
          aria-selected={selectedValue === value}
          key={value}
          ref={(ref) => {
            tabRefs.push(ref);
          }}
          onKeyDown={handleKeydown}
          onClick={handleTabChange}
          {...attributes}
          className={clsx('tabs__item', styles.tabItem, attributes?.className as string, {
            'tabs__item--active': selectedValue === value,
          })}>
          {label ?? value}
        </li>
      ))}
    </ul>
  );
}

function isTabItem(child: ReactNode): child is ReactElement<TabItemProps> {
  return isValidElement<TabItemProps>(child) && typeof child.props.value === 'string';
}

/**
 * Changed: the theme's TabItem renders its own panel, which has no id for its tab to point at.
 * Here each TabItem's panel is the theme's (same class, `hidden` and lazy rules) plus the ids.
 * A child without a `value` (the theme allows one when `<Tabs values>` is given) is left to
 * render itself, as before.
 */
function TabPanels({children, baseId}: {children: ReactNode; baseId: string}): ReactNode {
  const {selectedValue, tabValues, lazy} = useTabs();
  return React.Children.map(children, (child) => {
    const index = isTabItem(child)
      ? tabValues.findIndex((tab) => tab.value === child.props.value)
      : -1;
    if (!isTabItem(child) || index === -1) return child;
    const {value, className, children: content} = child.props;
    const selected = value === selectedValue;
    if (!selected && lazy) return null;
    return (
      <div
        role="tabpanel"
        id={panelId(baseId, index)}
        aria-labelledby={tabId(baseId, index)}
        className={clsx(styles.tabPanel, className)}
        hidden={!selected}>
        {content}
      </div>
    );
  });
}

function TabsContainer({className, children}: {className?: string; children: ReactNode}) {
  const baseId = useId();
  return (
    <div className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}>
      {/* The theme applies `className` to the tab list, not to the container. */}
      <TabList className={className} baseId={baseId} />
      <div className="margin-top--md">
        <TabPanels baseId={baseId}>{children}</TabPanels>
      </div>
    </div>
  );
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  // Changed: the theme keys the provider by `useIsBrowser()`, so every tab set, code blocks and
  // all, is thrown away and rendered again right after hydration; on a long reference page that
  // was most of the main thread's work. The reader's stored or linked tab is applied by
  // `useTabsContextValue` in a layout effect after hydration, which needs no remount.
  return (
    <TabsProvider value={value}>
      <TabsContainer className={props.className}>
        {sanitizeTabsChildren(props.children)}
      </TabsContainer>
    </TabsProvider>
  );
}
