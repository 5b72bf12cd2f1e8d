/**
 * The header's and tab bar's react-aria parts: the tools menu, the account menu, the theme
 * switch, the Profile drawer, and the compact header beside them. Their own chunk, loaded after
 * the first paint (headerPartsLoader.ts); until then the prerendered markup stands in
 * (DeferredHeaderPart.tsx).
 */
export { ThemeSwitch } from '@voyagent/ui-kit';
export { CompactAppHeader, MobileTabBar, MobileToolsMenu } from '../navigation/MobileNav';
export { UserMenu } from '../navigation/UserMenu';
