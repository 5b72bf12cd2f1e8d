import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { BackToTop } from './BackToTop';

const meta = {
  title: 'UI Kit/BackToTop',
  component: BackToTop,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (args) => (
    <main style={{ padding: 24 }}>
      <h1>Plan your trip</h1>
      <p>Scroll down more than 300 px and the button appears in the corner.</p>
      <div style={{ height: 3000 }} aria-hidden="true" />
      <BackToTop {...args} />
    </main>
  ),
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolls the preview and waits two frames so the scroll event has been handled. */
async function scrollPage(top: number) {
  window.scrollTo({ top, behavior: 'instant' });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/** Hidden at the top; shown after more than 300 px; goes back up and focuses the heading. */
export const Desktop: Story = {
  play: async ({ canvas }) => {
    await scrollPage(0);
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    await scrollPage(301);
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await waitFor(() => expect(window.scrollY).toBe(0));
    await expect(canvas.getByRole('heading', { name: 'Plan your trip' })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
  },
};

/** Exactly 300 px is not "more than 300 px". */
export const AtThreshold: Story = {
  play: async ({ canvas }) => {
    await scrollPage(300);
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    await scrollPage(0);
  },
};

/** Shown and scrolled: for the look, light and dark, of the button itself. */
export const Shown: Story = {
  play: async ({ canvas }) => {
    await scrollPage(0);
    await scrollPage(1000);
    await canvas.findByRole('button', { name: 'Back to top' });
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: Shown.play,
};

/** Never shown under 768 px, however far the page scrolls (shell.md §9). */
export const HiddenOnMobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    await scrollPage(2000);
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    await scrollPage(0);
  },
};
