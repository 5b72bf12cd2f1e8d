import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { toast, Toaster } from '@voyagent/ui-kit/Toast';
import { memoryStorage } from '../platform/webStorage';
import { createUpdateFlow } from '../updateFlow/updateFlow';
import { fakeWorkbox } from './fakeWorkbox';
import { UpdatePrompt } from './UpdatePrompt';

/** A waiting worker announced on mount; reloading is only logged. */
function UpdateDemo() {
  const [{ flow, emit }] = useState(() => {
    const fake = fakeWorkbox();
    return {
      emit: fake.emit,
      flow: createUpdateFlow({
        workbox: fake.workbox,
        session: memoryStorage(),
        reload: () => console.info('reload'),
        notify: (spec) => toast[spec.variant](spec),
      }),
    };
  });
  useEffect(() => {
    emit('waiting');
    return () => toast.dismissAll();
  }, [emit]);
  return (
    <>
      <UpdatePrompt flow={flow} />
      <Toaster />
    </>
  );
}

const meta = {
  title: 'Install Prompts/UpdatePrompt',
  component: UpdateDemo,
  subcomponents: { UpdatePrompt },
  tags: ['autodocs'],
  parameters: { docs: { story: { inline: false, height: '240px' } } },
} satisfies Meta<typeof UpdateDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Available: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Update available!' })).toBeVisible();
    await expect(canvas.getByText('A new version is ready.')).toBeVisible();
  },
};

// fireEvent, not userEvent: a focused button that turns pending makes react-aria announce it in a
// live region that outlives the story by seconds, pointing at a button the next story lacks.
/** Update Now: SKIP_WAITING sent, the toast, and the reload a second later. */
export const Updating: Story = {
  play: async ({ canvas, canvasElement }) => {
    fireEvent.click(await canvas.findByRole('button', { name: 'Update Now' }));
    const page = within(canvasElement.ownerDocument.body);
    const updated = await page.findByText('App updated! Reloading...');
    await waitFor(() => expect(updated).toBeVisible());
  },
};

/** Later hides it for the session. */
export const Later: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Later' }));
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
