/**
 * The toast region as a chunk of its own, which Layout loads once idle. `@voyagent/ui-kit/Toast`
 * itself cannot be that chunk: the page imports it statically for `toast()`.
 */
export { Toaster } from '@voyagent/ui-kit';
