import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** A size of the exchange workspace the trader can drag, with its bounds in px. */
export const PANE_LIMITS = {
  /** Width of the instrument list (watchlist). */
  listWidth: { min: 220, max: 560, initial: 272 },
  /** Width of the order ticket. */
  ticketWidth: { min: 280, max: 480, initial: 300 },
  /** Height of the positions and orders panel. */
  panelHeight: { min: 120, max: 560, initial: 200 },
} as const;

/** One of the draggable sizes. */
export type PaneSize = keyof typeof PANE_LIMITS;

/** Keeps a size inside its bounds, whole pixels only. */
export function clampPane(pane: PaneSize, value: number): number {
  const { min, max, initial } = PANE_LIMITS[pane];
  if (!Number.isFinite(value)) return initial;
  return Math.round(Math.min(max, Math.max(min, value)));
}

/** How the navigation sidebar shows: `auto` makes it an icon rail below 1600 px and a full list above. */
export type SidebarMode = 'auto' | 'expanded' | 'collapsed';

interface WorkspaceLayoutState {
  listWidth: number;
  ticketWidth: number;
  panelHeight: number;
  sidebar: SidebarMode;
  /** Sets one size, kept inside its bounds. */
  resize(pane: PaneSize, value: number): void;
  setSidebar(mode: SidebarMode): void;
  /** Back to the initial sizes. */
  reset(): void;
}

const INITIAL = {
  listWidth: PANE_LIMITS.listWidth.initial,
  ticketWidth: PANE_LIMITS.ticketWidth.initial,
  panelHeight: PANE_LIMITS.panelHeight.initial,
  sidebar: 'auto' as SidebarMode,
};

function isSidebarMode(value: unknown): value is SidebarMode {
  return value === 'auto' || value === 'expanded' || value === 'collapsed';
}

/** The exchange workspace's layout, remembered across visits (localStorage). */
export const useWorkspaceLayout = create<WorkspaceLayoutState>()(
  persist(
    (set) => ({
      ...INITIAL,
      resize: (pane, value) => set({ [pane]: clampPane(pane, value) }),
      setSidebar: (sidebar) => set({ sidebar }),
      reset: () => set(INITIAL),
    }),
    {
      name: 'beurs.workspace-layout',
      version: 2,
      storage: createJSONStorage(() => localStorage),
      // Version 1 sizes were made for panes around a small chart: they give way to the chart-first
      // defaults once; the sidebar choice is kept.
      migrate: (stored, version) =>
        (version < 2 ? { sidebar: (stored as { sidebar?: unknown } | null)?.sidebar } : stored) as WorkspaceLayoutState,
      partialize: ({ listWidth, ticketWidth, panelHeight, sidebar }) => ({ listWidth, ticketWidth, panelHeight, sidebar }),
      // A hand-edited or older stored layout is brought back inside the bounds, never trusted as is.
      merge: (stored, current) => {
        const value = (stored ?? {}) as Partial<Record<string, unknown>>;
        return {
          ...current,
          listWidth: clampPane('listWidth', Number(value.listWidth ?? current.listWidth)),
          ticketWidth: clampPane('ticketWidth', Number(value.ticketWidth ?? current.ticketWidth)),
          panelHeight: clampPane('panelHeight', Number(value.panelHeight ?? current.panelHeight)),
          sidebar: isSidebarMode(value.sidebar) ? value.sidebar : current.sidebar,
        };
      },
    },
  ),
);
