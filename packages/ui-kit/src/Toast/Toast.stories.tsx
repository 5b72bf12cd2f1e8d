import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { toast } from './toast';
import { Toaster } from './Toaster';
import { TOAST_GAP_PX, type ToastInput, type ToastVariant } from './toastOptions';

interface DemoProps {
  toasts: (ToastInput & { variant: ToastVariant })[];
}

/** A Toaster plus a button that raises the given toasts in order, as app code would. */
function ToastDemo({ toasts }: DemoProps) {
  // Toasts live in one module-level queue; clear it so one story's toasts do not leak into the next.
  useEffect(() => () => toast.dismissAll(), []);
  return (
    <>
      <Button onPress={() => toasts.forEach((input) => toast(input))}>Show toast</Button>
      <Toaster />
    </>
  );
}

const meta = {
  title: 'UI Kit/Toast',
  component: Toaster,
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '240px' } } },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkCopied = {
  variant: 'success',
  title: 'Link copied!',
  description: 'Paste it anywhere to share',
} as const;

async function showAndFind(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
  return within(canvasElement.ownerDocument.body).findByRole('alertdialog', { name });
}

export const Success: Story = {
  render: () => <ToastDemo toasts={[linkCopied]} />,
  play: async ({ canvasElement }) => {
    const shown = await showAndFind(canvasElement, 'Link copied!');
    await expect(shown).toHaveAccessibleDescription('Paste it anywhere to share');
    // The 14 px gap between the toast region and the corner of the screen (measured on the
    // region, which does not move while the toast slides in).
    const viewport = canvasElement.ownerDocument.documentElement;
    const box = (shown.closest('[role="region"]') as HTMLElement).getBoundingClientRect();
    await expect(viewport.clientWidth - box.right).toBeCloseTo(TOAST_GAP_PX, 0);
    await expect(viewport.clientHeight - box.bottom).toBeCloseTo(TOAST_GAP_PX, 0);
  },
};

export const Info: Story = {
  render: () => (
    <ToastDemo
      toasts={[
        {
          variant: 'info',
          title: 'No problem!',
          description: 'You can install anytime from your browser menu',
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await showAndFind(canvasElement, 'No problem!');
  },
};

export const ErrorVariant: Story = {
  name: 'Error',
  render: () => (
    <ToastDemo
      toasts={[
        {
          variant: 'error',
          title: 'Installation Issue',
          description: 'Try adding to home screen manually',
          duration: 5000,
        },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    await showAndFind(canvasElement, 'Installation Issue');
  },
};

/** Two toasts at once: only the newest shows; closing it brings back the one waiting. */
export const OneAtATime: Story = {
  render: () => (
    <ToastDemo
      toasts={[
        { variant: 'info', title: 'Update available!', description: 'A new version is ready.' },
        linkCopied,
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const newest = await showAndFind(canvasElement, 'Link copied!');
    await expect(page.getAllByRole('alertdialog')).toHaveLength(1);
    await userEvent.click(within(newest).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(page.getByRole('alertdialog', { name: 'Update available!' })).toBeVisible(),
    );
  },
};

export const Dark: Story = {
  ...Success,
  globals: { theme: 'dark' },
};

export const Mobile: Story = {
  render: ErrorVariant.render,
  play: ErrorVariant.play,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
