import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tabs, type TabItem } from './Tabs';

const account: TabItem[] = [
  { id: 'signin', label: 'Sign In', content: <p>Sign in with your e-mail and password.</p> },
  { id: 'signup', label: 'Sign Up', content: <p>Create an account in a minute.</p> },
];

const tools: TabItem[] = [
  'Flights',
  'Hotels',
  'Car rental',
  'Budget',
  'Visa Checker',
  'Translate',
  'Currency converter',
].map((name) => ({
  id: name.toLowerCase().replace(/\s+/g, '-'),
  label: name,
  content: <p>{name} tools.</p>,
}));

const meta = {
  title: 'UI Kit/Tabs',
  component: Tabs,
  tags: ['autodocs'],
  args: { 'aria-label': 'Sign in or sign up', items: account, onSelectionChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['fill', 'scrollable'] } },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Sign Up' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Create an account');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('signup');
  },
};

export const KeyboardArrows: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
  },
};

export const WithDisabledTab: Story = {
  args: {
    items: [
      ...account,
      { id: 'sso', label: 'Company SSO', content: <p>Soon.</p>, isDisabled: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Company SSO' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Scrollable: Story = {
  args: { 'aria-label': 'Travel tools', items: tools, variant: 'scrollable' },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** On a 320 px phone the tool tabs stay on one row and scroll sideways; focus brings a tab into view. */
export const MobileScrollable: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { 'aria-label': 'Travel tools', items: tools, variant: 'scrollable' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Travel tools' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    const tabs = canvas.getAllByRole('tab');
    await expect(new Set(tabs.map((tab) => tab.getBoundingClientRect().top)).size).toBe(1);
    await userEvent.click(canvas.getByRole('tab', { name: 'Flights' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Currency converter' });
    await expect(last).toHaveFocus();
    // The browser scrolls the focused tab into view on its own schedule; wait for it to land.
    await waitFor(() =>
      expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
        list.getBoundingClientRect().right + 1,
      ),
    );
  },
};
