// @ts-check
/** Child-process helpers shared by `npm start`, `npm test` and the test suites' global setups. */
import { spawn } from 'node:child_process';
import net from 'node:net';

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves when nothing answers on host:port, rejects with `message` otherwise.
 * @param {number} port
 * @param {string} message
 */
export function assertPortFree(port, message, host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      reject(new Error(message));
    });
    socket.once('error', () => resolve(undefined));
  });
}

/**
 * Starts a long-running child in its own process group (so stopping it stops its workers too)
 * and resolves once a line of its output matches `ready`.
 * @param {string} name
 * @param {string[]} args node arguments
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string, ready: RegExp, timeoutMs: number, echo?: boolean }} options
 */
export async function startService(name, args, { env, cwd, ready, timeoutMs, echo = false }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const onData = (/** @type {Buffer} */ chunk) => {
    output += chunk.toString();
    if (echo) process.stdout.write(chunk);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(`${name} was not ready within ${timeoutMs / 1000} s`), timeoutMs);
    const check = () => {
      if (ready.test(output)) {
        clearTimeout(timer);
        child.stdout?.off('data', check);
        child.stderr?.off('data', check);
        child.off('exit', onExit);
        resolve(undefined);
      }
    };
    const onExit = (/** @type {number | null} */ code) => fail(`${name} exited with code ${code}`);
    const fail = (/** @type {string} */ reason) => {
      clearTimeout(timer);
      stopProcessGroup(child).finally(() => reject(new Error(`${reason}. Its output:\n${output}`)));
    };
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    child.once('exit', onExit);
    check();
  });

  return { stop: () => stopProcessGroup(child) };
}

/**
 * SIGINT first (the emulators and the PGlite server shut down cleanly on it, flushing data),
 * SIGKILL to the whole group if it has not exited in time.
 * @param {import('node:child_process').ChildProcess} child
 */
export async function stopProcessGroup(child, graceMs = 15_000) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (/** @type {NodeJS.Signals} */ name) => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), name);
    } catch {
      // already gone
    }
  };
  signal('SIGINT');
  const timer = setTimeout(() => signal('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
  signal('SIGKILL'); // workers the group leader left behind
}

/**
 * Runs a command to completion, rejecting with its output when it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`)),
    );
  });
}
