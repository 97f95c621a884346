import { create } from 'zustand';

interface SelectionState {
  /** The position or pending order last clicked or focused in the positions panel. */
  orderId: string | null;
  selectOrder(id: string | null): void;
}

/** What the workspace has selected, for the keyboard's C (close the selected position). */
export const useWorkspaceSelection = create<SelectionState>()((set) => ({
  orderId: null,
  selectOrder: (orderId) => set({ orderId }),
}));
