import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from './Link';

const meta = {
  title: 'UI Kit/Link',
  component: Link,
  tags: ['autodocs'],
  args: { children: 'Privacy Policy', href: '#privacy-policy' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      By continuing you accept our <Link {...args} />.
    </p>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone', children: 'Help Center' } };

export const External: Story = {
  args: { href: 'https://example.com/reviews', isExternal: true, children: 'Read our reviews' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Read our reviews (opens in new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithOnPress: Story = {
  args: { href: undefined, onPress: fn(), children: 'Cookie Settings' },
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Cookie Settings' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { href: 'https://example.com', isExternal: true, children: 'Partner site' },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <p>
      Questions? Visit the <Link {...args}>Support Center</Link> or write to us any time.
    </p>
  ),
};
