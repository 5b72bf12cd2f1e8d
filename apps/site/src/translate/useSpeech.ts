import { useCallback, useEffect, useState } from 'react';
import { chooseVoice, speechSynthesisOf } from './speech';

/**
 * Reads text aloud in `tag` with the browser's speech synthesis. `speak` is undefined where the
 * browser has no speech synthesis or no voice for that language (voices load late in some
 * browsers: the list is read again on `voiceschanged`).
 */
export function useSpeech(tag: string): ((text: string) => void) | undefined {
  const synthesis = typeof window === 'undefined' ? undefined : speechSynthesisOf(window);
  const [voices, setVoices] = useState<readonly SpeechSynthesisVoice[]>(
    () => synthesis?.getVoices() ?? [],
  );
  useEffect(() => {
    if (!synthesis) return undefined;
    const update = () => setVoices(synthesis.getVoices());
    update();
    synthesis.addEventListener('voiceschanged', update);
    return () => synthesis.removeEventListener('voiceschanged', update);
  }, [synthesis]);
  const voice = chooseVoice(voices, tag);
  const speak = useCallback(
    (text: string) => {
      if (!synthesis || !voice) return;
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.voice = voice;
      utterance.lang = voice.lang;
      // A new phrase replaces the one still being read.
      synthesis.cancel();
      synthesis.speak(utterance);
    },
    [synthesis, voice],
  );
  return voice ? speak : undefined;
}
