/**
 * The one paging order of lists (saved items, the role audit): newest first, the id breaking ties
 * between rows of the same instant, fetched `limit + 1` at a time so that the extra row tells
 * that another page follows (http/payload.ts pageOf cuts it off).
 */
import { sql, type SelectQueryBuilder } from 'kysely';

/** `query` (over a table with created_at and id) ordered and cut to the page plus one row. */
export function newestFirstPage<DB, TB extends keyof DB, Row>(
  query: SelectQueryBuilder<DB, TB, Row>,
  page: { limit: number; offset: number },
): SelectQueryBuilder<DB, TB, Row> {
  return query
    .orderBy(sql.ref('created_at'), 'desc')
    .orderBy(sql.ref('id'), 'desc')
    .limit(page.limit + 1)
    .offset(page.offset);
}
