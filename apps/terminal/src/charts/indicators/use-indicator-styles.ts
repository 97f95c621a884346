import { useSyncExternalStore } from 'react';
import type { ChartIndicator, IndicatorStyle, IndicatorStyles } from '../chart-indicators';
import { INDICATOR_STYLES_KEY, parseIndicatorStyles, serializeIndicatorStyles } from '../chart-settings';

// The indicators' periods and colours, one set for every chart of the browser: storage is the
// source, read again whenever its text changes (another tab, a cleared storage), and this page's
// last choice is kept in memory when storage refuses to save it.
const listeners = new Set<() => void>();
let seen: string | null | undefined;
let styles: IndicatorStyles = parseIndicatorStyles(null);

function readStorage(): string | null {
  try {
    return localStorage.getItem(INDICATOR_STYLES_KEY);
  } catch {
    return null;
  }
}

function snapshot(): IndicatorStyles {
  const raw = readStorage();
  if (raw !== seen) {
    seen = raw;
    styles = parseIndicatorStyles(raw);
  }
  return styles;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === INDICATOR_STYLES_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The indicators' periods and colours; every chart on the page redraws when one changes. */
export function useIndicatorStyles(): IndicatorStyles {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Changes one indicator's periods or colour, for every chart of the browser, and remembers it. */
export function setIndicatorStyle(id: ChartIndicator, style: IndicatorStyle): void {
  const next = { ...snapshot(), [id]: style };
  try {
    localStorage.setItem(INDICATOR_STYLES_KEY, serializeIndicatorStyles(next));
  } catch (error) {
    // Quota exceeded or storage disabled: this page keeps the choice, the next visit forgets it.
    console.warn('Indicator settings were not saved', error);
  }
  seen = readStorage();
  styles = next;
  notify();
}
