import type { RoleFlags } from '@voyagent/contracts';
import { Tabs } from '@voyagent/ui-kit';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SeoAnalytics } from '../aeo/SeoAnalytics';
import { ChatTranscriptsPanel } from '../assistant/ChatTranscriptsPanel';
import { BlogAdmin } from '../blog/BlogAdmin';
import { ADMIN_TABS, adminTabFrom, searchWithTab, type AdminTabId } from './adminTabs';
import { EmailCapturesPanel } from './EmailCapturesPanel';
import { RolesPanel } from './RolesPanel';
import { TrialEmailsPanel } from './TrialEmailsPanel';
import '../aeo/seoAnalytics.css';
import '../blog/blog.css';
import './adminDashboard.css';

/** Each tab's screen; only the selected one is mounted, so only its data is fetched. */
function panels(flags: RoleFlags): Record<AdminTabId, ReactNode> {
  return {
    roles: <RolesPanel flags={flags} />,
    'email-campaigns': <EmailCapturesPanel />,
    'trial-emails': <TrialEmailsPanel />,
    'content-generation': <BlogAdmin />,
    'seo-automation': <SeoAnalytics />,
    chat: <ChatTranscriptsPanel />,
  };
}

/**
 * The admin dashboard's tabs (travel.md §2 /dashboard-admin?tab=…): the tab lives in the URL, so
 * the redirects and a shared link open it, and choosing a tab (by pointer or the arrow keys)
 * rewrites `tab` in place.
 */
export function AdminDashboard({ flags }: { flags: RoleFlags }) {
  const [search, setSearch] = useSearchParams();
  const selected = adminTabFrom(search.get('tab'));
  const content = panels(flags);
  return (
    <Tabs
      aria-labelledby="admin-dashboard-title"
      variant="scrollable"
      selectedKey={selected}
      onSelectionChange={(key) =>
        setSearch(searchWithTab(search, adminTabFrom(String(key))), { replace: true })
      }
      items={ADMIN_TABS.map((tab) => ({ id: tab.id, label: tab.label, content: content[tab.id] }))}
    />
  );
}
