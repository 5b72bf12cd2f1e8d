/**
 * Reading a phrase aloud through the browser's speech synthesis (Web Speech API), where there is
 * one. Pure rules: which voice reads a language, and whether the browser can speak at all.
 */

/** The parts of a SpeechSynthesisVoice the choice reads. */
export interface VoiceLike {
  lang: string;
  default: boolean;
  localService: boolean;
}

const normalise = (tag: string) => tag.trim().replace(/_/g, '-').toLowerCase();
const primaryOf = (tag: string) => normalise(tag).split('-')[0] ?? '';

/**
 * The voice for text in `tag` (BCP 47): a voice of exactly that tag first (`fr-FR`), else one of
 * the same language (`fr-CA`, `fr`), so French is never read by an English voice. Among equals,
 * the browser's default voice, then a voice on the device (no network), then the list's order.
 * Undefined when no voice speaks the language: then nothing should offer to speak it.
 */
export function chooseVoice<Voice extends VoiceLike>(
  voices: readonly Voice[],
  tag: string,
): Voice | undefined {
  const wanted = normalise(tag);
  const language = primaryOf(tag);
  if (!language) return undefined;
  // Tag match outweighs the two preferences together: exact 8, same language 4; default 2, local 1.
  const score = (voice: Voice) => {
    const match = normalise(voice.lang) === wanted ? 8 : primaryOf(voice.lang) === language ? 4 : 0;
    return match && match + (voice.default ? 2 : 0) + (voice.localService ? 1 : 0);
  };
  let best: Voice | undefined;
  let bestScore = 0;
  for (const voice of voices) {
    const voiceScore = score(voice);
    if (voiceScore > bestScore) [best, bestScore] = [voice, voiceScore];
  }
  return best;
}

/** The browser's speech synthesis, or undefined where the Web Speech API is missing. */
export function speechSynthesisOf(
  scope: Partial<Pick<Window, 'speechSynthesis'>> & { SpeechSynthesisUtterance?: unknown },
): SpeechSynthesis | undefined {
  return scope.speechSynthesis && typeof scope.SpeechSynthesisUtterance === 'function'
    ? scope.speechSynthesis
    : undefined;
}
