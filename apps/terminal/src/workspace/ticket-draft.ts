import { useEffect, useRef } from 'react';
import { create } from 'zustand';
import type { OrderSide } from '@beurs/domain';

/** An order proposed to the ticket from elsewhere (the chart's "+"), for the trader to check and send. */
export interface TicketDraft {
  instrumentId: string;
  side: OrderSide;
  type: 'limit' | 'stop';
  price: string;
  /** Grows with each proposal, so the same proposal twice still reaches the ticket. */
  seq: number;
}

interface TicketDraftState {
  draft: TicketDraft | null;
  propose(draft: Omit<TicketDraft, 'seq'>): void;
  /** The ticket took it: it is not applied again. */
  clear(): void;
}

/** The latest order proposed to the ticket; UI state only, never stored. */
export const useTicketDraft = create<TicketDraftState>()((set) => ({
  draft: null,
  propose: (draft) => set((state) => ({ draft: { ...draft, seq: (state.draft?.seq ?? 0) + 1 } })),
  clear: () => set({ draft: null }),
}));

/**
 * Hands the ticket of `instrumentId` each order proposed for it, once: `apply` fills the ticket's
 * fields. A proposal for another instrument waits for that instrument's ticket.
 */
export function useTicketDraftFor(instrumentId: string, apply: (draft: TicketDraft) => void): void {
  const draft = useTicketDraft((state) => (state.draft?.instrumentId === instrumentId ? state.draft : null));
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  useEffect(() => {
    if (!draft) return;
    applyRef.current(draft);
    useTicketDraft.getState().clear();
  }, [draft]);
}
