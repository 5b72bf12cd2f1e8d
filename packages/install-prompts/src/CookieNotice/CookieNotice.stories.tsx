import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '@voyagent/ui-kit/Button';
import { memoryStorage } from '../platform/webStorage';
import { CookieConsentProvider, useCookieConsent } from './CookieConsentProvider';
import { CookieNotice } from './CookieNotice';

function Footer() {
  const { openSettings, consent } = useCookieConsent();
  return (
    <footer>
      <p>Stored answer: {consent.consent ?? 'none'}</p>
      <Button variant="secondary" onPress={openSettings}>
        Cookie Settings
      </Button>
    </footer>
  );
}

function CookieDemo({ stored }: { stored?: Record<string, string> }) {
  const [local] = useState(() => memoryStorage(stored));
  return (
    <CookieConsentProvider local={local}>
      <Footer />
      <CookieNotice />
    </CookieConsentProvider>
  );
}

const meta = {
  title: 'Install Prompts/CookieNotice',
  component: CookieNotice,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  render: (_args, { parameters }) => (
    <CookieDemo stored={parameters.stored as Record<string, string> | undefined} />
  ),
} satisfies Meta<typeof CookieNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const FirstVisit: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
  },
};

export const Accepted: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Accept all' }));
    await expect(canvas.getByText('Stored answer: accepted')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  },
};

/** Customize: essential locked on, analytics and marketing switches, saved as customized. */
export const Customize: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Customize' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Cookie Settings' });
    await expect(within(dialog).getByRole('switch', { name: 'Essential' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Marketing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    await expect(canvas.getByText('Stored answer: customized')).toBeVisible();
  },
};

/** Answered before: no notice; the footer's Cookie Settings reopens the choices. */
export const ReopenedFromFooter: Story = {
  parameters: { stored: { 'cookie-consent': 'declined' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie Settings' }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: 'Cookie Settings' });
    await expect(within(dialog).getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  },
};

/** Keyboard only: Tab to Decline, Enter answers; focus never lands on nothing. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cookie Settings' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Accept all' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Decline' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Stored answer: declined')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
