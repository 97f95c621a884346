import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isDecimalText } from '@beurs/domain';

interface PreferencesState {
  /** A short beep on fills, stop-losses, take-profits, close-outs and price alerts. Off by default. */
  sound: boolean;
  /** Browser notifications for the same events; only once the browser granted them. Off by default. */
  browserNotifications: boolean;
  /**
   * One-click trading: Buy and Sell in the instrument list and on the chart send a market order of the default
   * volume at once, without the ticket. Off by default; turned on only after a confirmation.
   */
  oneClick: boolean;
  /** Lots a one-click order (and a new ticket) uses. */
  defaultVolume: string;
  set(patch: Partial<Omit<PreferencesState, 'set'>>): void;
}

/** The volume a fresh ticket and a one-click order use until the trader picks another. */
export const DEFAULT_VOLUME = '0.01';

/** The trader's preferences for feedback and trading, remembered across visits. */
export const usePreferences = create<PreferencesState>()(
  persist(
    (set) => ({
      sound: false,
      browserNotifications: false,
      oneClick: false,
      defaultVolume: DEFAULT_VOLUME,
      set: (patch) => set(patch),
    }),
    {
      name: 'beurs.preferences',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ sound, browserNotifications, oneClick, defaultVolume }) => ({ sound, browserNotifications, oneClick, defaultVolume }),
      merge: (stored, current) => {
        const value = (stored ?? {}) as Partial<Record<string, unknown>>;
        return {
          ...current,
          sound: value.sound === true,
          browserNotifications: value.browserNotifications === true,
          oneClick: value.oneClick === true,
          defaultVolume:
            typeof value.defaultVolume === 'string' && isDecimalText(value.defaultVolume) ? value.defaultVolume : DEFAULT_VOLUME,
        };
      },
    },
  ),
);
