/**
 * The page frame's react-aria parts: the header's tools menu, account menu, theme switch, Get
 * Free App and compact header, the tab bar's Profile drawer, the guest's trial banner and the
 * footer's Cookie Settings. Their own chunk, loaded after the first paint (chromePartsLoader.ts);
 * until then the prerendered markup stands in (DeferredChromePart.tsx).
 */
export { ThemeSwitch } from '@voyagent/ui-kit';
export { GuestTrialBanner } from '../account/GuestTrialBanner';
export { CompactAppHeader, MobileTabBar, MobileToolsMenu } from '../navigation/MobileNav';
export { UserMenu } from '../navigation/UserMenu';
export { CookieSettingsButton, GetFreeAppButton } from '../shell/ShellButtons';
