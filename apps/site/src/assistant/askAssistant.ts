import type { AssistantChunk, Contracts, RequestOf, ResponseOf } from '@voyagent/contracts';
import { backend } from '../firebase/callables';

type Answer = ResponseOf<Contracts['assistant-chat']>;

/**
 * Asks `assistant-chat` and hands the answer to `onChunk` as the contract's stream chunks: the
 * text, then its sources. Today's offline callable answers whole, so its text arrives as one
 * chunk; a streamed answer feeds the same callback piece by piece, and the page does not change.
 */
export async function askAssistant(
  request: RequestOf<Contracts['assistant-chat']>,
  onChunk: (chunk: AssistantChunk) => void,
): Promise<Pick<Answer, 'offline' | 'usage'>> {
  const { text, sources, offline, usage } = await backend.assistantChat(request);
  onChunk({ text });
  onChunk({ sources });
  return { offline, usage };
}
