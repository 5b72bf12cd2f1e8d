import type { RoleFlags } from '@voyagent/contracts';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuthStore } from '../auth/authStore';
import { AccessDenied } from './AccessDenied';
import { adminLoginPath, supportGuardState } from './adminAccess';
import { useRoleFlags } from './useRoleFlags';
import './roles.css';

/**
 * The admin guard of support-level screens (travel.md §4, §6): "Verifying admin access..." while
 * the session and roles are read, the admin sign-in when signed out, Access Denied without the
 * support-level flag; otherwise the screen, given the user's flags.
 */
export function RequireSupportLevel({ children }: { children: (flags: RoleFlags) => ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const { pathname, search, hash } = useLocation();
  const flags = useRoleFlags(status === 'signed-in' && user ? user.uid : null);

  switch (supportGuardState(status, flags)) {
    case 'signed-out':
      return <Navigate to={adminLoginPath(`${pathname}${search}${hash}`)} replace />;
    case 'denied':
      return <AccessDenied email={user?.email ?? ''} />;
    case 'allowed':
      if (flags) return children(flags);
  }
  return (
    <p role="status" className="guard-status">
      Verifying admin access...
    </p>
  );
}
