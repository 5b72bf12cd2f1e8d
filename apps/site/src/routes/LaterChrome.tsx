import { useLocation } from 'react-router';
import { BackToTop } from '@voyagent/ui-kit/BackToTop';
import { Breadcrumb } from '@voyagent/ui-kit/Breadcrumb';
import { breadcrumbTrail } from './breadcrumb';

/** shell.md §2: the breadcrumb from the path, hidden on home. */
export function SiteBreadcrumb() {
  const { pathname } = useLocation();
  const trail = breadcrumbTrail(pathname);
  return <Breadcrumb items={trail.map((crumb) => ({ href: crumb.path, label: crumb.name }))} />;
}

/** shell.md §2: back to top after 300 px of scroll, not on mobile (ui-kit's rule). */
export function SiteBackToTop() {
  return <BackToTop focusTargetId="main" />;
}
