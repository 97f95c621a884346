import { create } from 'zustand';

/** What a screen can do when its shortcut is pressed. */
export const KEYBOARD_ACTIONS = ['buy', 'sell', 'closeSelected', 'focusSearch'] as const;
/** One of {@link KEYBOARD_ACTIONS}. */
export type KeyboardAction = (typeof KEYBOARD_ACTIONS)[number];

/** Runs an action; returns why it could not (shown to the user), or null when it ran. */
export type ActionHandler = () => string | null;

interface KeyboardActionsState {
  handlers: Partial<Record<KeyboardAction, ActionHandler>>;
  /** Registers the handler of an action; returns the function that removes it again. */
  register(action: KeyboardAction, handler: ActionHandler): () => void;
}

/**
 * The shortcuts' actions, registered by whatever screen part can perform them (the ticket
 * registers buy and sell, the positions panel closeSelected, the exchange focusSearch), so the
 * one keyboard listener needs to know no screen.
 */
export const useKeyboardActions = create<KeyboardActionsState>()((set, get) => ({
  handlers: {},
  register: (action, handler) => {
    set({ handlers: { ...get().handlers, [action]: handler } });
    return () => {
      if (get().handlers[action] !== handler) return;
      const { [action]: _removed, ...rest } = get().handlers;
      set({ handlers: rest });
    };
  },
}));
