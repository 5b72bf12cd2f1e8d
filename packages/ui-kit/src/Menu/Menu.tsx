import type { ReactNode } from 'react';
import {
  Button,
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Popover,
  Separator,
  type MenuItemProps as AriaMenuItemProps,
  type Key,
} from 'react-aria-components';
import { cx } from '../internal/cx';
import listStyles from '../internal/popoverList/popoverList.module.css';
import styles from './Menu.module.css';

export interface MenuProps {
  /** The trigger's content (e.g. the account's e-mail); also its accessible name unless `aria-label` is given. */
  trigger: ReactNode;
  /** Accessible name of the trigger button when its content is not a good name (an icon). */
  'aria-label'?: string;
  children: ReactNode;
  /** Called with the chosen item's id; items with an `href` navigate on their own. */
  onAction?: (id: Key) => void;
  placement?: 'bottom end' | 'bottom start';
  className?: string;
}

/**
 * A button that opens a menu of actions and links (WAI-ARIA menu button): arrow keys move, Enter
 * or Space chooses, Escape closes and returns focus to the button. Links go through the host's
 * router inside a `LinkRouterProvider`.
 */
export function Menu({
  trigger,
  'aria-label': ariaLabel,
  children,
  onAction,
  placement = 'bottom end',
  className,
}: MenuProps) {
  return (
    <MenuTrigger>
      <Button aria-label={ariaLabel} className={cx(styles.trigger, className)}>
        {trigger}
        <span aria-hidden="true" className={styles.chevron}>
          ▾
        </span>
      </Button>
      <Popover placement={placement} className={cx(listStyles.popover, styles.popover)}>
        {/* The menu is named by its trigger (aria-labelledby), as the menu-button pattern wants. */}
        <AriaMenu onAction={onAction && ((id) => onAction(id))} className={listStyles.list}>
          {children}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

export type MenuItemProps = Omit<AriaMenuItemProps, 'className' | 'style'>;

/** One entry: an action (`id`, heard by `onAction`) or a link (`href`). */
export function MenuItem(props: MenuItemProps) {
  const textValue =
    props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <AriaMenuItem {...props} textValue={textValue} className={cx(listStyles.item, styles.item)} />
  );
}

/** A group of items; `title` is shown above them (and names the group) when given. */
export function MenuSection({ title, children }: { title?: ReactNode; children: ReactNode }) {
  return (
    <AriaMenuSection className={styles.section}>
      {title !== undefined && <Header className={styles.sectionHeader}>{title}</Header>}
      {children}
    </AriaMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className={styles.separator} />;
}
