import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { Table, type TableColumn } from './Table';

interface Grant {
  id: string;
  role: string;
  user: string;
}

const columns: TableColumn<Grant>[] = [
  { id: 'role', header: 'Role', cell: (row) => row.role },
  { id: 'user', header: 'User', cell: (row) => row.user },
];
const rows: Grant[] = [
  { id: '1', role: 'support', user: 'ada@example.com' },
  { id: '2', role: 'admin', user: 'grace@example.com' },
];

describe('Table', () => {
  it('names the table by its caption and gives every cell its column header', () => {
    render(<Table caption="Role changes" columns={columns} rows={rows} rowKey={(row) => row.id} />);
    const table = screen.getByRole('table', { name: 'Role changes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Role', 'User']);
    const cellTexts = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(cellTexts).toEqual([
      ['support', 'ada@example.com'],
      ['admin', 'grace@example.com'],
    ]);
  });

  it('shows the empty content across all columns when there are no rows', () => {
    render(
      <Table
        caption="Role changes"
        columns={columns}
        rows={[]}
        rowKey={(row) => row.id}
        emptyContent="No role changes yet."
      />,
    );
    const cell = screen.getByRole('cell', { name: 'No role changes yet.' });
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('keeps a hidden caption as the accessible name, with no axe violations', async () => {
    const { container } = render(
      <Table
        caption="Role changes"
        hideCaption
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
      />,
    );
    expect(screen.getByRole('table', { name: 'Role changes' })).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
