import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { InstallPlatformProvider } from './InstallPlatform';
import { fakeInstallPlatform } from './platformFixture';

/** Renders `ui` inside a provider over a fake platform; returns the fake to drive and inspect. */
export function renderWithPlatform(
  ui: ReactNode,
  fake: ReturnType<typeof fakeInstallPlatform> = fakeInstallPlatform(),
) {
  const result = render(
    <InstallPlatformProvider platform={fake.platform}>{ui}</InstallPlatformProvider>,
  );
  return { ...fake, ...result };
}

/** Moves fake time on and lets React and pending promises settle. */
export async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
