let context: AudioContext | null = null;

/**
 * A short beep made with the Web Audio API (no audio file to load): higher for good news (a
 * fill, a take-profit), lower for a stop-loss or a close-out. Silent where the browser has no
 * Web Audio or blocks it.
 */
export function beep(tone: 'good' | 'bad'): void {
  const AudioContextClass = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return;
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
