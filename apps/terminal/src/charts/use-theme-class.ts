import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  // The appearance store switches themes by swapping the root element's class.
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

const snapshot = () => document.documentElement.className;

/**
 * The root element's class list, which names the theme: a chart that reads theme colours
 * (SVG attributes take no CSS variables) re-renders when it changes.
 */
export function useThemeClass(): string {
  return useSyncExternalStore(subscribe, snapshot, () => '');
}
