import {
  ACCOUNT_CURRENCY,
  Decimal,
  isDecimalText,
  marginCloseOutPrice,
  openingPrice,
  requiredMargin,
  type MarketSymbol,
  type OrderSide,
  type OrderType,
} from '@beurs/domain';

/** What the ticket knows when it computes its figures. */
export interface TicketInput {
  symbol: MarketSymbol;
  side: OrderSide;
  type: OrderType;
  /** As typed. */
  volume: string;
  leverage: number;
  /** The limit or stop price as typed; ignored for a market order. */
  price: string;
  /** The account now: equity and the margin its open positions use, in EUR. */
  account: { equity: Decimal; margin: Decimal };
  /** EUR value of one unit of the instrument's quote currency; null when no pair converts it. */
  quoteToAccountRate: Decimal | null;
}

/** The figures shown before an order is sent. */
export interface TicketFigures {
  /** The price the order would open at: ask for a buy, bid for a sell, or the limit/stop price. */
  openPrice: Decimal | null;
  /** Required margin; in EUR when the rate is known, else in the quote currency. */
  margin: Decimal | null;
  marginCurrency: string;
  /** True when the margin was converted to EUR at a cross rate that moves ("≈"). */
  approximate: boolean;
  /** The price (bid for a buy, ask for a sell) at which the 50% close-out would be due. */
  closeOutPrice: Decimal | null;
  /** Why a figure is missing, to show in its place. */
  note: string | null;
}

function readPositive(text: string): Decimal | null {
  const trimmed = text.trim();
  // Only the contract's grammar: no exponent, bounded digits, so typing cannot stall the page.
  if (!isDecimalText(trimmed)) return null;
  const value = Decimal.from(trimmed);
  return value.isPositive() ? value : null;
}

/**
 * Required margin (requiredMargin at the current ask or bid, or at the pending price) and the
 * margin close-out price (marginCloseOutPrice: this position alone bringing equity to 50% of
 * the margin used, the new position's included), computed exactly from the domain math.
 */
export function computeTicketFigures(input: TicketInput): TicketFigures {
  const { symbol, side, type, leverage, account, quoteToAccountRate } = input;
  const openPrice = type === 'market' ? openingPrice(side, symbol) : readPositive(input.price);
  const volume = readPositive(input.volume);
  const inEur = symbol.currency === ACCOUNT_CURRENCY;
  const rate = inEur ? Decimal.from(1) : quoteToAccountRate;
  const empty = { openPrice, margin: null, marginCurrency: ACCOUNT_CURRENCY, approximate: false, closeOutPrice: null };
  if (!openPrice) return { ...empty, note: 'Enter a price to see the margin.' };
  if (!volume) return { ...empty, note: 'Enter a volume to see the margin.' };
  if (!Number.isInteger(leverage) || leverage < 1) return { ...empty, note: 'Choose a leverage to see the margin.' };

  const size = { volume, contractSize: symbol.contract_size, price: openPrice, leverage };
  if (!rate) {
    return {
      openPrice,
      margin: requiredMargin(size),
      marginCurrency: symbol.currency,
      approximate: false,
      closeOutPrice: null,
      note: `No ${symbol.currency}/EUR rate is quoted: the margin is shown in ${symbol.currency}.`,
    };
  }
  const margin = requiredMargin({ ...size, quoteToAccountRate: rate });
  const closeOutPrice = marginCloseOutPrice({
    side,
    volume,
    contractSize: symbol.contract_size,
    openPrice,
    equityWithoutPosition: account.equity,
    usedMargin: account.margin.add(margin),
    digits: symbol.digits,
    quoteToAccountRate: rate,
  });
  return { openPrice, margin, marginCurrency: ACCOUNT_CURRENCY, approximate: !inEur, closeOutPrice, note: null };
}
