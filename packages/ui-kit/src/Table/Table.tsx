import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import styles from './Table.module.css';

export interface TableColumn<Row> {
  /** Stable key of the column. */
  id: string;
  /** The column header's text. */
  header: ReactNode;
  /** What the row shows in this column. */
  cell: (row: Row) => ReactNode;
}

export interface TableProps<Row> {
  /** Names the table for assistive tech; shown above it unless `hideCaption`. */
  caption: ReactNode;
  hideCaption?: boolean;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row, so rows keep their identity when the list changes. */
  rowKey: (row: Row) => string;
  /** Shown in place of the rows when there are none; the caller words it for its data. */
  emptyContent?: ReactNode;
  className?: string;
}

/**
 * A data table: a native `<table>` with a caption and column headers, so screen readers announce
 * each cell with its column. Wide tables scroll sideways inside their own box on small screens.
 */
export function Table<Row>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  emptyContent,
  className,
}: TableProps<Row>) {
  return (
    <div className={cx(styles.scroller, className)}>
      <table className={styles.table}>
        <caption className={cx(styles.caption, hideCaption && styles.visuallyHidden)}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col" className={styles.header}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyContent !== undefined ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyContent}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} className={styles.cell}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
