import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

export interface LinkRouterProviderProps {
  /** The host router's navigate, e.g. react-router's `useNavigate()`. */
  navigate: (path: string) => void;
  /** Turns a router path into a real href (a base path, a hash router). */
  useHref?: (path: string) => string;
  children: ReactNode;
}

/**
 * Lets ui-kit's links (Link, Breadcrumb, menus) navigate through the host's client-side router
 * instead of reloading the page; a modified click (new tab) still follows the href.
 */
export function LinkRouterProvider({ navigate, useHref, children }: LinkRouterProviderProps) {
  return (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}
