import { Menu, MenuItem, MenuSection, MenuSeparator } from '@voyagent/ui-kit';
import { hasPage } from '../routes/routedPages';
import { findRoute } from '../routes/siteRoutes';

/** shell.md §2: the signed-in user menu's items, in order; each shown once its page exists. */
export const USER_MENU_LINKS = [
  { path: '/dashboard', label: 'My Dashboard' },
  { path: '/profile', label: 'Profile Settings' },
  { path: '/notifications', label: 'Notifications' },
  { path: '/about', label: 'About' },
  { path: '/help-center', label: 'Help Center' },
  { path: '/support-center', label: 'Support' },
] as const;

const SIGN_OUT = 'sign-out';

export function UserMenu({ email, onSignOut }: { email: string; onSignOut: () => void }) {
  const links = USER_MENU_LINKS.filter((link) => {
    const route = findRoute(link.path);
    return route !== undefined && hasPage(route.page);
  });
  return (
    <Menu
      trigger={
        <span className="account-state">
          <span className="account-state__badge">Connected</span>{' '}
          <span data-testid="account-email">{email}</span>
        </span>
      }
      onAction={(id) => {
        if (id === SIGN_OUT) onSignOut();
      }}
    >
      <MenuSection>
        {links.map((link) => (
          <MenuItem key={link.path} href={link.path}>
            {link.label}
          </MenuItem>
        ))}
      </MenuSection>
      <MenuSeparator />
      <MenuItem id={SIGN_OUT}>Sign Out</MenuItem>
    </Menu>
  );
}
