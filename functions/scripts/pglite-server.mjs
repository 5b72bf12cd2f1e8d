// @ts-check
/**
 * The embedded database for local runs: one PGlite, served over the PostgreSQL wire protocol by
 * pglite-socket, so every functions-emulator process connects through `pg` as in production.
 *
 * pglite-socket's own queue runs each wire message on its own and keeps only explicit
 * transactions together, so another connection's transaction can run between this connection's
 * Parse and Bind and destroy its unnamed statement ("unnamed prepared statement does not exist").
 * The queue below keeps a connection's extended-protocol exchange whole, up to its Sync, and its
 * transactions whole, up to COMMIT or ROLLBACK. (PGlite is a single session: connections share
 * session state such as advisory locks; whole transactions are what stays isolated.)
 *
 * Usage: node pglite-server.mjs --db=DIR|memory:// --port=N [--max-connections=N]
 * Prints "listening on PORT" when ready; SIGINT or SIGTERM close the database cleanly.
 */
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { parseArgs } from 'node:util';

/** Frontend messages after which the same connection's Sync must come before anyone else. */
const EXTENDED_PROTOCOL_CONTINUES = new Set([...'PBDECH'].map((letter) => letter.charCodeAt(0)));

/**
 * @typedef {{ handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void,
 *   resolve: (value: number) => void, reject: (error: unknown) => void }} QueuedMessage
 */

class ConnectionAwareQueue {
  /** @param {PGlite} db */
  constructor(db) {
    this.db = db;
    /** @type {QueuedMessage[]} */
    this.queue = [];
    this.processing = false;
    /** @type {number | null} the connection whose exchange or transaction is under way */
    this.owner = null;
  }

  /**
   * @param {number} handlerId
   * @param {Uint8Array} message
   * @param {(data: Uint8Array) => void} onData
   */
  enqueue(handlerId, message, onData) {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  async process() {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const index =
          this.owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === this.owner);
        if (index === -1) break; // the owner's next message has not arrived yet: others wait
        const [item] = this.queue.splice(index, 1);
        if (!item) break;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
          item.resolve(bytes);
        } catch (error) {
          item.reject(error);
        }
        const continues = EXTENDED_PROTOCOL_CONTINUES.has(item.message[0] ?? 0);
        this.owner = continues || this.db.isInTransaction() ? item.handlerId : null;
      }
    } finally {
      this.processing = false;
    }
  }

  getQueueLength() {
    return this.queue.length;
  }

  /** @param {number} handlerId */
  clearQueueForHandler(handlerId) {
    this.queue = this.queue.filter((item) => {
      if (item.handlerId !== handlerId) return true;
      item.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  /** A connection that leaves mid-transaction or mid-exchange must not block the others. @param {number} handlerId */
  async clearTransactionIfNeeded(handlerId) {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    await this.process();
  }
}

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'memory://' },
    port: { type: 'string' },
    'max-connections': { type: 'string', default: '64' },
  },
});
if (!values.port) {
  console.error('--port is required');
  process.exit(2);
}

const db = await PGlite.create(values.db);
const server = new PGLiteSocketServer({
  db,
  port: Number(values.port),
  host: '127.0.0.1',
  maxConnections: Number(values['max-connections']),
});
// Replaced before start(): each connection handler takes the server's queue when it attaches.
Object.assign(server, { queryQueue: new ConnectionAwareQueue(db) });
await server.start();
console.log(`PGlite listening on ${values.port}`);

let closing = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await server.stop();
    await db.close();
    process.exit(0);
  });
}
