import { useLocation } from 'react-router';
import { ContentPage } from '../accountPages/ContentPage';
import { POLICIES } from '../accountPages/policies';
import { NotFoundPage } from './NotFoundPage';

/** The four policy routes (shell.md §2) share this page; the path picks the policy. */
export function PolicyPage() {
  const { pathname } = useLocation();
  const policy = POLICIES[pathname.replace(/\/+$/, '')];
  if (!policy) return <NotFoundPage />;
  return <ContentPage title={policy.title} sections={policy.sections} />;
}
