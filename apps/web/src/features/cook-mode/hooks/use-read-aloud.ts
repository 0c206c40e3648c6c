import { useEffect, useState } from 'react';

type Voices = 'checking' | 'ready' | 'missing';

const speech = (): SpeechSynthesis | undefined =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : undefined;

const pageLang = () => document.documentElement.lang || 'ca';

/** A voice for the page's language (its first part: 'ca' for 'ca-ES'), if the browser has one. */
function voiceFor(synth: SpeechSynthesis): SpeechSynthesisVoice | undefined {
  const lang = pageLang().split('-')[0]?.toLowerCase() ?? 'ca';
  return synth.getVoices().find((voice) => voice.lang.toLowerCase().startsWith(lang));
}

/** Known at once when the browser has loaded its voices; else after its 'voiceschanged'. */
function initialVoices(): Voices {
  const synth = speech();
  if (!synth) return 'missing';
  if (voiceFor(synth)) return 'ready';
  return synth.getVoices().length > 0 ? 'missing' : 'checking';
}

/**
 * Reads `text` aloud with the browser's speech synthesis, in the page's language, with a voice of
 * that language. `available` turns false when the browser has no synthesis or no such voice. The
 * reading stops when the text changes (another step) and when cook mode closes.
 */
export function useReadAloud(text: string) {
  const [voices, setVoices] = useState<Voices>(initialVoices);
  const [speaking, setSpeaking] = useState<string | null>(null);

  useEffect(() => {
    const synth = speech();
    if (!synth || voices !== 'checking') return;
    const changed = () => setVoices(voiceFor(synth) ? 'ready' : 'missing');
    synth.addEventListener('voiceschanged', changed);
    return () => synth.removeEventListener('voiceschanged', changed);
  }, [voices]);

  useEffect(
    () => () => {
      if (speaking !== null) speech()?.cancel();
    },
    [text, speaking],
  );

  const speak = () => {
    const synth = speech();
    if (!synth) return;
    synth.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = pageLang();
    const voice = voiceFor(synth);
    if (voice) utterance.voice = voice;
    utterance.onend = utterance.onerror = () => setSpeaking((now) => (now === text ? null : now));
    synth.speak(utterance);
    setSpeaking(text);
  };

  const stop = () => {
    speech()?.cancel();
    setSpeaking(null);
  };

  return { available: voices !== 'missing', speaking: speaking === text, speak, stop };
}
