import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'UI Kit/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  args: { lines: 3 },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rect', 'circle'] } },
  decorators: [
    (Story) => (
      <section aria-label="Loading content" aria-busy="true" style={{ maxWidth: 480 }}>
        <Story />
      </section>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-shape="text"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.children).toHaveLength(3);
  },
};

export const Rect: Story = { args: { shape: 'rect', height: 160 } };

export const Circle: Story = { args: { shape: 'circle', width: 56 } };

export const CardPlaceholder: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      <Skeleton shape="circle" />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} />
      </div>
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { shape: 'rect', height: 200 },
};
