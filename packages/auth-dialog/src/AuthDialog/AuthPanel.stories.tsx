import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { AuthPanel } from './AuthPanel';
import { fakeAuthAdapter } from './fakeAuthAdapter';

/** The full-page variant, as /auth shows it. */
function Page({ failWith }: { failWith?: unknown }) {
  const [adapter] = useState(() => fakeAuthAdapter({ failWith }));
  const [done, setDone] = useState(false);
  return (
    <main>
      <AuthPanel adapter={adapter} title="Welcome to Voyagent" onSuccess={() => setDone(true)} />
      <p role="status">{done ? 'Signed in: the page moves on' : ''}</p>
    </main>
  );
}

const meta = {
  title: 'Auth Dialog/AuthPanel',
  component: Page,
  tags: ['autodocs'],
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** After success the form is empty again and the page is told. */
export const SignedUp: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign Up' }));
    await userEvent.type(canvas.getByLabelText(/Full name/), 'Ada Lovelace');
    await userEvent.type(canvas.getByLabelText(/E-mail/), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'Voyage2026!');
    await userEvent.type(canvas.getByLabelText(/Confirm password/), 'Voyage2026!{Enter}');
    await expect(await canvas.findByText('Signed in: the page moves on')).toBeVisible();
    await expect(canvas.getByLabelText(/Full name/)).toHaveValue('');
  },
};

export const RequiredFields: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('All fields are required');
  },
};
