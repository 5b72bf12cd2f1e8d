import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '@voyagent/ui-kit';
import { AssistantBox } from '../home/AssistantBox';
import { useLaunchSplashState } from '../shell/launchSplashState';
import { DeferredMarkup } from './DeferredMarkup';
import { markupLoader, type MarkupLoader } from './markupLoader';
import styles from './deferredMarkup.module.css';

/** A router whose every path shows the assistant box as a deferred part loaded by `loader`. */
function assistantBoxRouter(
  loader: MarkupLoader<{ AssistantBox: typeof AssistantBox }>,
  { idleWithoutMarkup = false } = {},
) {
  return createMemoryRouter([
    {
      path: '*',
      element: (
        <DeferredMarkup
          kind="home"
          name="assistant-box"
          loader={loader}
          render={(module) => <module.AssistantBox />}
          idleWithoutMarkup={idleWithoutMarkup}
        />
      ),
    },
  ]);
}

/**
 * A deferred part as a hydrated page has it: `Part`'s prerendered markup in place, its chunk not
 * loaded until the test lets it (`release`), so the visitor acts on the markup first.
 */
function hydratedPart(kind: string, name: string, Part: ComponentType) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const loader = markupLoader(async () => {
    await gate;
    return { Part };
  });
  const attribute = { [`data-${kind}-part`]: name };
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <MemoryRouter>
      <div className={styles.part} {...attribute}>
        <Part />
      </div>
    </MemoryRouter>,
  );
  document.body.append(container);
  const prerendered = container.querySelector(`[data-${kind}-part="${name}"]`)?.innerHTML;
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <DeferredMarkup
          kind={kind}
          name={name}
          loader={loader}
          render={(module) => <module.Part />}
        />
      ),
    },
  ]);
  act(() => {
    const root = hydrateRoot(container, <RouterProvider router={router} />, {
      onRecoverableError: (error) => {
        throw error;
      },
    });
    unmount = () => act(() => root.unmount());
  });
  return { container, prerendered, release, loader };
}

const hydratedAssistantBox = () => hydratedPart('home', 'assistant-box', AssistantBox);

let unmount: () => void = () => undefined;
beforeEach(() => {
  useLaunchSplashState.setState({ showing: false });
  // The typed placeholder asks for the visitor's motion preference.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  unmount();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const questionBox = () => screen.getByRole('textbox', { name: 'Your travel question' });

describe('DeferredMarkup', () => {
  it('swaps a part loaded between a press on its markup and the click, then presses the live button once', async () => {
    const onPress = vi.fn();
    const Part = () => <Button onPress={onPress}>Cookie Settings</Button>;
    const { container, release, loader } = hydratedPart('chrome', 'cookie-settings', Part);
    const markupButton = screen.getByRole('button', { name: 'Cookie Settings' });

    // The press starts on the markup and the chunk comes in before the click: the markup stays.
    fireEvent.pointerDown(markupButton, { button: 0 });
    await act(async () => release());
    await act(async () => loader.load());
    expect(container.contains(markupButton)).toBe(true);

    fireEvent.pointerUp(markupButton, { button: 0 });
    fireEvent.click(markupButton, { button: 0, detail: 1 });
    await waitFor(() => expect(container.contains(markupButton)).toBe(false));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cookie Settings' })).toBeInTheDocument();
  });

  it('keeps the prerendered markup, then hands what was typed into it to the live field', async () => {
    const { container, prerendered, release } = hydratedAssistantBox();
    const part = container.querySelector('[data-home-part="assistant-box"]');
    // Hydrated: the markup is the prerendered one, untouched.
    expect(part?.innerHTML).toBe(prerendered);
    const user = userEvent.setup();
    const prerenderedBox = questionBox();
    await user.type(prerenderedBox, 'Lisbon in May');
    expect(screen.getByRole('button', { name: 'Ask' })).toBeDisabled();

    release();
    await waitFor(() => expect(container.contains(prerenderedBox)).toBe(false));
    const liveBox = questionBox();
    expect(liveBox).toHaveValue('Lisbon in May');
    expect(document.activeElement).toBe(liveBox);
    // The live box took the text as typed: its question can be sent, and typing goes on at the
    // caret.
    expect(screen.getByRole('button', { name: 'Ask' })).toBeEnabled();
    await user.keyboard(' or June');
    expect(liveBox).toHaveValue('Lisbon in May or June');
  });

  it('waits behind the launch splash with its swap after idle, and swaps once the splash completes', async () => {
    useLaunchSplashState.setState({ showing: true });
    const { container, prerendered, release, loader } = hydratedAssistantBox();
    const part = container.querySelector('[data-home-part="assistant-box"]');
    release();
    // Idle has come (a macrotask here, without requestIdleCallback) and the chunk is ready.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loader.loaded()).toBeUndefined();
    expect(part?.innerHTML).toBe(prerendered);

    act(() => useLaunchSplashState.getState().complete());
    await waitFor(() => expect(loader.loaded()).toBeDefined());
    await waitFor(() => expect(part?.isConnected).toBe(false));
    expect(questionBox()).toBeVisible();
  });

  it('renders at once where there is no markup to keep', async () => {
    const router = assistantBoxRouter(markupLoader(async () => ({ AssistantBox })));
    // Awaited: the part suspends until its chunk has loaded.
    await act(async () => render(<RouterProvider router={router} />));
    expect(await screen.findByRole('textbox', { name: 'Your travel question' })).toBeVisible();
  });

  it('waits for idle where there is no markup to keep and it is told to (idleWithoutMarkup)', async () => {
    let idle: () => void = () => undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const load = vi.fn(async () => ({ AssistantBox }));
    const router = assistantBoxRouter(markupLoader(load), { idleWithoutMarkup: true });
    await act(async () => {
      unmount = render(<RouterProvider router={router} />).unmount;
    });
    expect(screen.queryByRole('textbox', { name: 'Your travel question' })).toBeNull();
    expect(load).not.toHaveBeenCalled();

    await act(async () => idle());
    expect(await screen.findByRole('textbox', { name: 'Your travel question' })).toBeVisible();
    expect(load).toHaveBeenCalledOnce();
  });
});
