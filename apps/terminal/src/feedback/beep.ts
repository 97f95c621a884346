let context: AudioContext | null = null;
let lastBeepAt = Number.NEGATIVE_INFINITY;

/** Beeps closer together than this are one: a push that fills five orders beeps once, as it toasts once. */
const BEEP_GAP_MS = 300;

/**
 * A short beep made with the Web Audio API (no audio file to load): higher for good news (a
 * fill, a take-profit), lower for a stop-loss or a close-out. Silent where the browser has no
 * Web Audio or blocks it. A burst (several fills in one push) beeps once.
 */
export function beep(tone: 'good' | 'bad'): void {
  const AudioContextClass = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return;
  const now = Date.now();
  if (now - lastBeepAt < BEEP_GAP_MS) return;
  lastBeepAt = now;
  try {
    context ??= new AudioContextClass();
    if (context.state === 'suspended') void context.resume();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = tone === 'good' ? 880 : 330;
    const start = context.currentTime;
    // A quick fade in and out: a hard edge clicks.
    gain.gain.setValueAtTime(0, start);
    gain.gain.linearRampToValueAtTime(0.15, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.001, start + 0.18);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start);
    oscillator.stop(start + 0.2);
  } catch (error) {
    console.warn('Could not play the order sound', error);
  }
}
