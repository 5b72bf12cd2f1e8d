import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from './database';

// Many connections at once, mixing transactions with parameterised (extended-protocol) queries:
// every answer must be its own. The embedded server once let a transaction on one connection run
// between another connection's Parse and Bind, failing with
// "unnamed prepared statement does not exist".
const { pool } = openDatabase(inject('databaseUrl'), 16);
afterAll(() => pool.end());

async function inTransaction(n: number): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query<{ n: number }>('select $1::int * 2 as n', [n]);
    await client.query('select $1::text as label', [`tx-${n}`]);
    await client.query('commit');
    return (rows[0]?.n ?? 0) / 2;
  } finally {
    client.release();
  }
}

async function single(n: number): Promise<number> {
  const { rows } = await pool.query<{ n: number }>('select $2::text as label, $1::int as n', [
    n,
    `q-${n}`,
  ]);
  return rows[0]?.n ?? -1;
}

describe(`concurrent connections on ${inject('databaseKind')}`, () => {
  it('keeps each connection’s queries and transactions whole under 16-way concurrency', async () => {
    const numbers = Array.from({ length: 600 }, (_, i) => i);
    const answers = await Promise.all(numbers.map((n) => (n % 3 ? single(n) : inTransaction(n))));
    expect(answers).toEqual(numbers);
  });
});
