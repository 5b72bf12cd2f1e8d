import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * Each test starts from fresh modules: the frame's parts not loaded yet, as on a page that has
 * just been hydrated. The "server" markup is the parts' own, rendered as the prerender does.
 */
async function hydratedPart(name: 'tools-menu' | 'tab-bar') {
  vi.resetModules();
  const { act } = await import('react');
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  const { MemoryRouter, RouterProvider, createMemoryRouter } = await import('react-router');
  const parts = await import('./chromeParts');
  const { default: styles } = await import('../prerender/deferredMarkup.module.css');
  const { DeferredChromePart } = await import('./DeferredChromePart');
  const Part = name === 'tools-menu' ? parts.MobileToolsMenu : parts.MobileTabBar;

  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <MemoryRouter>
      <div className={styles.part} data-chrome-part={name}>
        <Part />
      </div>
    </MemoryRouter>,
  );
  document.body.append(container);
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <DeferredChromePart
          name={name}
          render={(loaded) =>
            name === 'tools-menu' ? <loaded.MobileToolsMenu /> : <loaded.MobileTabBar />
          }
        />
      ),
    },
  ]);
  const prerendered = container.querySelector(`[data-chrome-part="${name}"]`)?.innerHTML;
  act(() => {
    const root = hydrateRoot(container, <RouterProvider router={router} />, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
    unmount = () => act(() => root.unmount());
  });
  return { container, router, prerendered };
}

let unmount: () => void = () => undefined;
afterEach(() => {
  unmount();
  document.body.innerHTML = '';
});

describe('DeferredChromePart', () => {
  it('keeps the prerendered menu button until the menu loads, then opens the menu it was pressed for', async () => {
    const { container, prerendered } = await hydratedPart('tools-menu');
    const part = container.querySelector('[data-chrome-part="tools-menu"]');
    // Hydrated: the markup is the prerendered one, untouched.
    expect(part?.innerHTML).toBe(prerendered);
    const prerenderedButton = screen.getByRole('button', { name: 'Menu' });
    prerenderedButton.focus();
    fireEvent.click(prerenderedButton);

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Sign In' })).toBeInTheDocument();
    // The open menu hides the page from assistive technology, its trigger too.
    const liveButton = screen.getByRole('button', { name: 'Menu', hidden: true });
    expect(liveButton).not.toBe(prerenderedButton);
    expect(menu).toHaveAttribute('aria-labelledby', liveButton.id);
  });

  it('sends a link clicked before the parts load through the router', async () => {
    const { router } = await hydratedPart('tab-bar');
    const plan = screen.getByRole('link', { name: 'Plan' });
    const clicked = fireEvent.click(plan);
    expect(clicked).toBe(false);
    expect(router.state.location.pathname).toBe('/itinerary');
    // The first navigation loads the parts: the tab bar then follows the route.
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Plan' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('hands the focus over when the parts load after idle', async () => {
    const { container } = await hydratedPart('tab-bar');
    const prerenderedProfile = screen.getByRole('button', { name: 'Profile' });
    prerenderedProfile.focus();
    await waitFor(() => expect(container.contains(prerenderedProfile)).toBe(false));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Profile' }));
  });
});
