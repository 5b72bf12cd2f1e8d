import type { ReactNode } from 'react';
import {
  Tab,
  TabList,
  TabPanel,
  Tabs as AriaTabs,
  type TabsProps as AriaTabsProps,
} from 'react-aria-components';
import { cx } from '../internal/cx';
import { missingNameProblem, problemsOf } from '../internal/field/fieldRules';
import { useDevelopmentWarnings } from '../internal/field/useDevelopmentWarnings';
import { uniqueById } from '../internal/uniqueById';
import { tabsProblems } from './tabsRules';
import styles from './Tabs.module.css';

export interface TabItem {
  /** Stable key; this is what `selectedKey` and `onSelectionChange` carry. */
  id: string;
  /** Text (or text with an icon) of the tab. */
  label: ReactNode;
  /** Panel shown while the tab is selected. */
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps extends Pick<
  AriaTabsProps,
  'selectedKey' | 'defaultSelectedKey' | 'onSelectionChange' | 'keyboardActivation' | 'isDisabled'
> {
  items: readonly TabItem[];
  /** Names the tab list for screen readers, e.g. "Sign in or sign up". */
  'aria-label'?: string;
  /** Id of a visible heading that names the tab list (instead of `aria-label`). */
  'aria-labelledby'?: string;
  /**
   * `scrollable` keeps all tabs on one row that scrolls sideways, for phones and long lists;
   * `fill` shares the width equally between a few tabs.
   */
  variant?: 'fill' | 'scrollable';
  className?: string;
}

/**
 * Horizontal tabs (WAI-ARIA tabs pattern): Left/Right arrows, Home and End move between tabs,
 * Tab moves into the panel.
 */
export function Tabs({
  items,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  variant = 'fill',
  className,
  ...ariaProps
}: TabsProps) {
  useDevelopmentWarnings(
    problemsOf(
      missingNameProblem('Tabs', { 'aria-label': ariaLabel, 'aria-labelledby': ariaLabelledby }),
      ...tabsProblems(items, [ariaProps.selectedKey, ariaProps.defaultSelectedKey]),
    ),
  );
  if (items.length === 0) return null;
  const tabs = uniqueById(items);
  const disabledKeys = tabs.filter((item) => item.isDisabled).map((item) => item.id);
  return (
    <AriaTabs {...ariaProps} disabledKeys={disabledKeys} className={cx(styles.tabs, className)}>
      <TabList
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledby}
        className={cx(styles.tabList, styles[variant])}
      >
        {tabs.map((item) => (
          <Tab key={item.id} id={item.id} className={styles.tab}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((item) => (
        <TabPanel key={item.id} id={item.id} className={styles.panel}>
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
