import type { Ref } from 'react';
import { createPortal } from 'react-dom';
import { Button, Notice, StickyFooter } from '@beurs/ui';
import { DemoLabel } from '../components/demo-label';
import type { TicketModel } from './use-ticket-model';

/** Props of {@link TicketSubmitBar}. */
export interface TicketSubmitBarProps {
  ticket: TicketModel;
  /** The ticket's form: the button submits it wherever it is drawn. */
  formId: string;
  /** The order is on its way to the server. */
  sending: boolean;
  /** A sheet's footer to draw in (undefined: the ticket's sticky end; null: the sheet's footer is not there yet). */
  footerTarget: HTMLElement | null | undefined;
  submitRef: Ref<HTMLButtonElement>;
  resultRef: Ref<HTMLDivElement>;
}

/**
 * The button and what is said beside it (the demo label, what blocks it, what the last order
 * became): the ticket's sticky end, or a sheet's footer, which stays in view above the keyboard.
 */
export function TicketSubmitBar({ ticket, formId, sending, footerTarget, submitRef, resultRef }: TicketSubmitBarProps) {
  const { symbol, form, blocker } = ticket;
  const blockerId = `${formId}-blocker`;
  const footer = (
    <>
      <DemoLabel />
      {blocker ? (
        <Notice variant="text" tone="negative" id={blockerId} role="status" data-testid="ticket-blocker">
          {blocker}
        </Notice>
      ) : null}
      <Button
        ref={submitRef}
        type="submit"
        form={`${formId}-form`}
        variant={form.side}
        fullWidth
        loading={sending}
        disabled={blocker !== null}
        aria-describedby={blocker ? blockerId : undefined}
      >
        {`${form.side === 'buy' ? 'Buy' : 'Sell'} ${form.volume.trim() || '…'} ${symbol.instrument_id}`}
      </Button>
      {form.result ? (
        <Notice ref={resultRef} variant="text" tabIndex={-1} role="status" data-testid="ticket-result">
          {form.result}
        </Notice>
      ) : null}
    </>
  );
  if (footerTarget === undefined) return <StickyFooter className="t-ticket__submit">{footer}</StickyFooter>;
  return footerTarget ? createPortal(<div className="t-ticket__submit t-ticket__submit--sheet">{footer}</div>, footerTarget) : null;
}
