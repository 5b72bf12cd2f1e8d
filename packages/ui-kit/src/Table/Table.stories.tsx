import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Table, type TableColumn } from './Table';

interface RoleChange {
  id: string;
  when: string;
  action: string;
  role: string;
  user: string;
}

const columns: TableColumn<RoleChange>[] = [
  { id: 'when', header: 'When', cell: (row) => row.when },
  { id: 'action', header: 'Action', cell: (row) => row.action },
  { id: 'role', header: 'Role', cell: (row) => row.role },
  { id: 'user', header: 'User', cell: (row) => row.user },
];

const rows: RoleChange[] = [
  { id: '3', when: '23 Nov 2026, 16:20', action: 'revoke', role: 'support', user: 'K3v9x2' },
  { id: '2', when: '23 Nov 2026, 16:05', action: 'grant', role: 'support', user: 'K3v9x2' },
  { id: '1', when: '22 Nov 2026, 09:12', action: 'grant', role: 'admin', user: 'p0QnT7' },
];

const meta = {
  title: 'UI Kit/Table',
  component: Table<RoleChange>,
  tags: ['autodocs'],
  args: { caption: 'Role changes', columns, rows, rowKey: (row: RoleChange) => row.id },
} satisfies Meta<typeof Table<RoleChange>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Role changes' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
  },
};
export const Empty: Story = {
  args: { rows: [], emptyContent: 'No role changes yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No role changes yet.')).toBeVisible();
  },
};
export const HiddenCaption: Story = { args: { hideCaption: true } };
export const Dark: Story = { globals: { theme: 'dark' } };
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
