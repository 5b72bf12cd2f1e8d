/**
 * One transaction around a whole call, for writes that must commit together with a record of
 * their answer (http/idempotency.ts). While `work` runs, getDatabase() answers a database whose
 * queries all go through that transaction, so a handler joins it without knowing: its own
 * transactions become savepoints (a failure still rolls back only its part, but nothing commits
 * before the whole call does), and its queries take turns on the one connection, like a pool of
 * one.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type Transaction,
  type TransactionSettings,
} from 'kysely';
import type { Database } from './schema';

const current = new AsyncLocalStorage<Kysely<Database>>();

/** The database of the call transaction this code runs in, if any. */
export function callTransactionDatabase(): Kysely<Database> | undefined {
  return current.getStore();
}

/** A handler's transaction inside the call's: the call's transaction is already open. */
const HANDLER_SAVEPOINT = 'handler_transaction';

/** A driver over the one connection of an open transaction, lent to one query or transaction at a time. */
class CallTransactionDriver implements Driver {
  readonly #connection: DatabaseConnection;
  #busy = false;
  readonly #waiting: (() => void)[] = [];

  constructor(outer: Transaction<Database>) {
    this.#connection = {
      executeQuery: <R>(query: CompiledQuery): Promise<QueryResult<R>> =>
        outer.executeQuery<R>(query as CompiledQuery<R>),
      streamQuery: () => {
        throw new Error('Streaming queries are not supported inside a call transaction.');
      },
    };
  }

  async init() {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.#busy) await new Promise<void>((resolve) => this.#waiting.push(resolve));
    this.#busy = true;
    return this.#connection;
  }

  async releaseConnection() {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#busy = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    if (settings.isolationLevel || settings.accessMode) {
      // A savepoint runs at the call transaction's level; silently ignoring the request is worse.
      throw new Error(
        'A transaction inside a call transaction cannot set its own isolation level.',
      );
    }
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${HANDLER_SAVEPOINT}`));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw(`release savepoint ${HANDLER_SAVEPOINT}`));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to savepoint ${HANDLER_SAVEPOINT}`));
  }

  async destroy() {}
}

/**
 * Runs `work` in one transaction of `db`: `work` gets the transaction, and everything it calls
 * that asks getDatabase() gets a database over that same transaction. Commits when `work`
 * resolves, rolls everything back when it throws.
 */
export function inCallTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.transaction().execute((trx) => {
    const scoped = new Kysely<Database>({
      dialect: {
        createAdapter: () => new PostgresAdapter(),
        createDriver: () => new CallTransactionDriver(trx),
        createIntrospector: (inner) => new PostgresIntrospector(inner),
        createQueryCompiler: () => new PostgresQueryCompiler(),
      },
    });
    return current.run(scoped, () => work(trx));
  });
}
