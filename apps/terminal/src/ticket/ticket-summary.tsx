import { FigureList, FigureListItem } from '@beurs/ui';
import { ACCOUNT_CURRENCY } from '@beurs/domain';
import { formatDecimal } from '../format/format-decimal';
import { formatFigure, formatMoney } from './format-figure';
import { valueUnit } from './ticket-figures';
import type { TicketModel } from './use-ticket-model';

/**
 * The figures before sending: required margin against free margin, the value of a pip or point,
 * money at risk at the stop-loss and gained at the take-profit, the close-out price where it
 * means something; then a figure's note and the long notes in one disclosure.
 */
export function TicketSummary({ ticket }: { ticket: TicketModel }) {
  const { symbol, figures, account, errorOf } = ticket;
  const currency = figures?.marginCurrency ?? ACCOUNT_CURRENCY;
  const approx = figures?.approximate ? '≈ ' : '';
  const unit = valueUnit(symbol);
  const noCloseOut = !figures?.closeOutPrice && Boolean(figures?.margin && figures.fits && !figures.closeOutNote);
  return (
    <>
      <FigureList layout="rows" size="small" framed className="t-ticket__figures" aria-live="polite">
        <FigureListItem term="Required margin" data-testid="ticket-margin">
          {figures?.margin ? `${approx}${formatDecimal(figures.margin, 2)} ${figures.marginCurrency}` : '—'}
        </FigureListItem>
        {/* The free margin the order exceeds shows in the loss colour, beside the blocker that says why. */}
        <FigureListItem term="Free margin" data-testid="ticket-free-margin" tone={figures?.fits === false ? 'negative' : undefined}>
          {account ? `${formatDecimal(account.freeMargin, 2)} ${account.currency}` : '—'}
        </FigureListItem>
        <FigureListItem term={unit.label} data-testid="ticket-pip-value">
          {figures?.pipValue ? `${approx}${formatFigure(figures.pipValue)} ${currency}` : '—'}
        </FigureListItem>
        <FigureListItem term="Risk at stop-loss" data-testid="ticket-risk">
          {figures?.riskAtStopLoss && !errorOf('stop_loss') ? `${approx}${formatMoney(figures.riskAtStopLoss, currency)}` : '—'}
        </FigureListItem>
        <FigureListItem term="Gain at take-profit" data-testid="ticket-reward">
          {figures?.rewardAtTakeProfit && !errorOf('take_profit') ? `${approx}${formatMoney(figures.rewardAtTakeProfit, currency)}` : '—'}
        </FigureListItem>
        {/* "None above 0": no positive price brings this account to the close-out with this order. */}
        <FigureListItem
          term="Close-out price"
          data-testid="ticket-close-out"
          title={noCloseOut ? 'No price above 0 brings the close-out with this order' : undefined}
        >
          {figures?.closeOutPrice ? formatDecimal(figures.closeOutPrice, symbol.digits) : noCloseOut ? 'None above 0' : '—'}
        </FigureListItem>
      </FigureList>
      {figures?.note ? (
        <p className="t-ticket__note" data-testid="ticket-note">
          {figures.note}
        </p>
      ) : null}
      <details className="t-ticket__about">
        <summary>{figures?.approximate ? '≈ EUR at cross rate · 50% close-out' : 'Close-out at 50% of margin'}</summary>
        {figures?.approximate ? (
          <p>≈ converted from {symbol.currency} at the current EUR cross rate; the server computes the exact margin when it fills.</p>
        ) : null}
        <p>Close-out: positions are closed when equity falls to 50% of the margin used (ESMA).</p>
        {figures?.closeOutNote ? <p data-testid="ticket-close-out-note">Close-out: {figures.closeOutNote}</p> : null}
      </details>
    </>
  );
}
