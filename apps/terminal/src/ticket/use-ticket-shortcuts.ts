import { useEffect, type Dispatch } from 'react';
import type { OrderSide } from '@beurs/domain';
import { useKeyboardActions } from '../keyboard/keyboard-actions';
import { useTicketDraftFor } from '../workspace/ticket-draft';
import type { TicketFormAction } from './ticket-form-state';

/**
 * What reaches the ticket from outside it. B and S choose the side and move to the button: the
 * order goes only on a second, deliberate key. A pending order proposed from the chart's price
 * axis is filled in; only this ticket's button sends it, after the trader has seen it (the focus
 * moves there).
 */
export function useTicketShortcuts(instrumentId: string, dispatch: Dispatch<TicketFormAction>): void {
  useEffect(() => {
    const { register } = useKeyboardActions.getState();
    const choose = (side: OrderSide) => () => {
      dispatch({ type: 'side-chosen', side, moveToSubmit: true });
      return null;
    };
    const offBuy = register('buy', choose('buy'));
    const offSell = register('sell', choose('sell'));
    return () => {
      offBuy();
      offSell();
    };
  }, [dispatch]);
  useTicketDraftFor(instrumentId, (draft) => dispatch({ type: 'draft-applied', draft }));
}
