/**
 * A Genkit flow served as a callable, like firebase-functions' `onCallGenkit`, with the caller's
 * disconnect passed on. `onCallGenkit` (firebase-functions 7) runs the flow without the
 * callable's `response.signal`, so a caller who closed the page still had the model generate to
 * the end: tokens spent and a transcript kept of an answer nobody read. Here that signal is the
 * flow's `abortSignal`, which Genkit hands on to `generate` and the model call. The flow also
 * gets the raw HTTP request of the call (`currentCallRequest`): onCallGenkit hands it only the
 * auth context, and a guest's counter and rate limit need the caller's address. The request is
 * not put in the flow's context, which Genkit writes into its traces.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  type CallableFunction,
  type CallableOptions,
  type CallableRequest,
  type CallableResponse,
  onCall,
  type Request,
} from 'firebase-functions/https';
import type { ActionContext } from 'genkit';

interface FlowRunOptions {
  context: ActionContext;
  abortSignal: AbortSignal;
}

/** What this needs of a Genkit flow (`ai.defineFlow`'s action). */
export interface CallableFlow<Output, Chunk> {
  __action: { name: string };
  run(input: unknown, options: FlowRunOptions): Promise<{ result: Output }>;
  stream(
    input: unknown,
    options: FlowRunOptions,
  ): { stream: AsyncIterable<Chunk>; output: Promise<Output> };
}

const callRequests = new AsyncLocalStorage<Request>();

/** The raw HTTP request of the call the current flow answers, when it came over HTTP. */
export function currentCallRequest(): Request | undefined {
  return callRequests.getStore();
}

/** Never aborts: a call run in-process (a test's `.run`) without a response has no caller to lose. */
const NEVER_ABORTED = new AbortController().signal;

export function onCallFlow<Output, Chunk>(
  options: CallableOptions,
  flow: CallableFlow<Output, Chunk>,
): CallableFunction<unknown, Promise<Output>, Chunk> {
  const callable = onCall(
    options,
    (request: CallableRequest, response?: CallableResponse<Chunk>): Promise<Output> => {
      const context: ActionContext = {};
      // The fields onCallGenkit copies into the flow's context.
      if (request.auth) context.auth = request.auth;
      if (request.app) context.app = request.app;
      if (request.instanceIdToken) context.instanceIdToken = request.instanceIdToken;
      const runOptions = { context, abortSignal: response?.signal ?? NEVER_ABORTED };
      return callRequests.run(request.rawRequest, async () => {
        if (!request.acceptsStreaming || !response) {
          return (await flow.run(request.data, runOptions)).result;
        }
        const { stream, output } = flow.stream(request.data, runOptions);
        for await (const chunk of stream) await response.sendChunk(chunk);
        return output;
      });
    },
  );
  // What onCallGenkit records, so deployment knows the function serves a Genkit action.
  callable.__endpoint.callableTrigger = {
    ...callable.__endpoint.callableTrigger,
    genkitAction: flow.__action.name,
  };
  return callable;
}
