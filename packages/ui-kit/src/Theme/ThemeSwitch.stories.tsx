import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { ThemeProvider } from './ThemeProvider';
import { ThemeSwitch } from './ThemeSwitch';

const meta = {
  title: 'UI Kit/ThemeSwitch',
  component: ThemeSwitch,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <ThemeProvider>
        <Story />
      </ThemeProvider>
    ),
  ],
  // Each story starts from "nothing stored" and leaves nothing behind for the next one.
  beforeEach: () => {
    localStorage.removeItem('theme');
    return () => localStorage.removeItem('theme');
  },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SystemByDefault: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(document.documentElement.dataset.theme).toBe('dark');
    await expect(localStorage.getItem('theme')).toBe('dark');
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard(' ');
    await expect(document.documentElement.dataset.theme).toBe('light');
    await expect(localStorage.getItem('theme')).toBe('light');
  },
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  beforeEach: () => {
    localStorage.setItem('theme', 'dark');
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(document.documentElement.dataset.theme).toBe('dark');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { compact: true },
};
