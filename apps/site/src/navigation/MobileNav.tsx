import { lazy, Suspense, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button, Drawer, Menu, MenuItem, MenuSection } from '@voyagent/ui-kit';
import { useAuthStore } from '../auth/authStore';
import { hasPage } from '../routes/routedPages';
import { findRoute, routesInGroup } from '../routes/siteRoutes';
import { GetFreeAppButton } from '../shell/ShellButtons';

const MobileSettingsPanel = lazy(async () => ({
  default: (await import('./MobileSettingsPanel')).MobileSettingsPanel,
}));

/** shell.md §2: the bottom tabs, in order; each shown once its page exists. */
export const BOTTOM_TABS = [
  { path: '/', label: 'Home' },
  { path: '/itinerary', label: 'Plan' },
  { path: '/dashboard', label: 'Saved' },
  { path: '/assistant', label: 'Assistant' },
] as const;

const routed = (path: string) => {
  const route = findRoute(path);
  return route !== undefined && hasPage(route.page);
};

/** shell.md §6: who is using the app, as the profile drawer and the tools menu say it. */
function AccountSection() {
  const { status, user } = useAuthStore();
  if (status === 'signed-in' && user) {
    return (
      <p className="account-state">
        <span className="account-state__badge">Connected</span> <span>{user.email}</span>
      </p>
    );
  }
  return (
    <div className="account-state">
      <p>
        <strong>Guest</strong> · Sign in to sync your data
      </p>
      <Link to="/auth" className="button-link button-link--primary">
        Sign In
      </Link>
    </div>
  );
}

/** The mobile top bar's menu of every tool, then Sign In or the profile (shell.md §2). */
export function MobileToolsMenu() {
  const { status, user } = useAuthStore();
  const tools = routesInGroup('tools').filter((route) => hasPage(route.page));
  return (
    <Menu trigger="Menu" className="mobile-only">
      <MenuSection title="Travel Tools">
        {tools.map((route) => (
          <MenuItem key={route.path} href={route.path}>
            {route.breadcrumb}
          </MenuItem>
        ))}
      </MenuSection>
      <MenuSection title={status === 'signed-in' && user ? user.email : 'Guest'}>
        {status === 'signed-in' ? (
          routed('/dashboard') ? (
            <MenuItem href="/dashboard">My Dashboard</MenuItem>
          ) : (
            <MenuItem href="/">Home</MenuItem>
          )
        ) : (
          <MenuItem href="/auth">Sign In</MenuItem>
        )}
      </MenuSection>
    </Menu>
  );
}

/** shell.md §2: the compact app header's Pro (to /pricing) and Get App. */
export function CompactAppHeader() {
  return (
    <div className="compact-app-header mobile-only">
      {routed('/pricing') && (
        <Link to="/pricing" className="button-link">
          Pro
        </Link>
      )}
      <GetFreeAppButton label="Get App" />
    </div>
  );
}

/** shell.md §2: Home, Plan, Saved, Assistant and the Profile drawer, on the mobile variant. */
export function MobileTabBar() {
  const [isProfileOpen, setProfileOpen] = useState(false);
  return (
    <nav aria-label="Tabs" className="mobile-tab-bar mobile-only">
      {BOTTOM_TABS.filter((tab) => routed(tab.path)).map((tab) => (
        <NavLink key={tab.path} to={tab.path} end={tab.path === '/'}>
          {tab.label}
        </NavLink>
      ))}
      <Button variant="ghost" size="sm" onPress={() => setProfileOpen(true)}>
        Profile
      </Button>
      <Drawer
        title="Profile"
        placement="bottom"
        isOpen={isProfileOpen}
        onOpenChange={setProfileOpen}
      >
        <AccountSection />
        {isProfileOpen && (
          <Suspense fallback={null}>
            <MobileSettingsPanel />
          </Suspense>
        )}
      </Drawer>
    </nav>
  );
}
