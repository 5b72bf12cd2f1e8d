export { Menu, MenuItem, MenuSection, MenuSeparator } from './Menu';
export type { MenuItemProps, MenuProps } from './Menu';
