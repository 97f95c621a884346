import type { KeyboardAction } from './keyboard-actions';

/** What a key does: one of the registered actions, or one the keyboard handles itself. */
export type Shortcut = { kind: 'action'; action: KeyboardAction } | { kind: 'help' } | { kind: 'timeframe'; direction: 1 | -1 };

/** The shortcuts, as the help overlay lists them. */
export const SHORTCUT_LIST: ReadonlyArray<{ keys: string; what: string }> = [
  { keys: 'B', what: 'Buy: choose the buy side on the ticket and move to its Buy button (Enter sends)' },
  { keys: 'S', what: 'Sell: choose the sell side on the ticket and move to its Sell button (Enter sends)' },
  { keys: 'C', what: 'Close the selected position or cancel the selected order (asks to confirm)' },
  { keys: '/', what: 'Search the instruments' },
  { keys: '[', what: 'Chart: shorter timeframe' },
  { keys: ']', what: 'Chart: longer timeframe' },
  { keys: '?', what: 'Show these shortcuts' },
];

const KEYS: Readonly<Record<string, Shortcut>> = {
  b: { kind: 'action', action: 'buy' },
  s: { kind: 'action', action: 'sell' },
  c: { kind: 'action', action: 'closeSelected' },
  '/': { kind: 'action', action: 'focusSearch' },
  '?': { kind: 'help' },
  '[': { kind: 'timeframe', direction: -1 },
  ']': { kind: 'timeframe', direction: 1 },
};

/** Whether the key went to something the user types in (a field, a list box, editable text). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) {
    // Buttons, checkboxes and radios take no text: a shortcut there does no harm.
    return !['button', 'checkbox', 'radio', 'range', 'reset', 'submit', 'color', 'file', 'image'].includes(target.type);
  }
  return target.closest('[role="textbox"], [role="combobox"], [role="spinbutton"]') !== null;
}

/**
 * The shortcut a key press means, or null: never while typing, never with Ctrl, Alt or Meta
 * (the browser's and the system's own shortcuts), never for a held-down key repeating.
 */
export function shortcutFor(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'altKey' | 'metaKey' | 'repeat' | 'target'>): Shortcut | null {
  if (event.ctrlKey || event.altKey || event.metaKey || event.repeat) return null;
  if (isTypingTarget(event.target)) return null;
  return KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null;
}
