import type { AssistantChunk, Contracts, RequestOf, ResponseOf } from '@voyagent/contracts';
import { FUNCTION_NAMES } from '@voyagent/contracts/names';
import { loadFunctionsSdk } from '../firebase/sdk';

type Request = RequestOf<Contracts['assistant-chat']>;
type Answer = ResponseOf<Contracts['assistant-chat']>;

/**
 * Asks `assistant-chat` through the callable's `.stream()` and hands each chunk to `onChunk` as
 * it arrives (the contract's chunks: text pieces, then the sources). The model streams its text
 * piece by piece; the offline engine sends its whole answer as one chunk, on the same path.
 * Aborting `signal` stops the call (the SDK rejects with `cancelled`).
 */
export async function askAssistant(
  request: Request,
  onChunk: (chunk: AssistantChunk) => void,
  signal?: AbortSignal,
): Promise<Pick<Answer, 'offline' | 'usage' | 'transcriptId'>> {
  const { functions, httpsCallable } = await loadFunctionsSdk();
  const call = httpsCallable<Request, Answer, AssistantChunk>(
    functions,
    FUNCTION_NAMES.assistantChat,
  );
  const { stream, data } = await call.stream(request, { signal });
  for await (const chunk of stream) onChunk(chunk);
  const { offline, usage, transcriptId } = await data;
  return { offline, usage, transcriptId };
}
