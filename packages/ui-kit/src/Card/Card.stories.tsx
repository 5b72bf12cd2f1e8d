import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from './Card';

const meta = {
  title: 'UI Kit/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    as: 'article',
    'aria-labelledby': 'card-title',
    children: (
      <>
        <h3 id="card-title" style={{ marginTop: 0 }}>
          Smart Itinerary
        </h3>
        <p style={{ marginBottom: 0 }}>Day-by-day plans for any destination in seconds.</p>
      </>
    ),
  },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    elevation: { control: 'inline-radio', options: ['flat', 'raised'] },
    children: { control: false },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Flat: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: 'Smart Itinerary' })).toBeInTheDocument();
  },
};

export const Raised: Story = { args: { elevation: 'raised' } };

export const Paddings: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['none', 'sm', 'md', 'lg'] as const).map((padding) => (
        <Card key={padding} padding={padding} elevation={args.elevation}>
          padding {padding}
        </Card>
      ))}
    </div>
  ),
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { elevation: 'raised' } };

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { padding: 'lg' },
};
