import type { MarketSymbol, OrderExpiry, OrderSide, OrderType } from '@beurs/domain';
import type { FieldErrors } from '../errors/field-errors';
import type { TicketDraft } from '../workspace/ticket-draft';
import type { TicketForm } from './ticket-checks';

/** The fields typed as text, by the name the server gives their errors. */
export type TicketTextField = 'volume' | 'price' | 'limit_price' | 'stop_loss' | 'take_profit' | 'trailing_distance' | 'expires_at';

/** Every field whose error the ticket shows on it. */
export type TicketField = TicketTextField | 'leverage';

/**
 * Everything the trader has set on the ticket and what it said back: the fields as typed, the
 * "More" disclosure, whether a send was tried (a field's error shows from then on even while
 * empty), the server's field errors, the last result, and the focus moves asked for (each a
 * counter: a move asked twice still happens twice).
 */
export interface TicketFormState extends Required<TicketForm> {
  /** The instrument the fields were set for; another one starts the ticket afresh. */
  instrumentId: string;
  leverage: number;
  moreOpen: boolean;
  submitted: boolean;
  serverErrors: FieldErrors;
  /** What the last order sent became, said beside the button; null before one or once a field changes. */
  result: string | null;
  /** Asks for the focus on the button (after B or S, or a draft filled in). */
  focusSubmit: number;
  /** Asks for the focus on the order type, which moved between "More" and the top. */
  focusType: number;
}

/** What a trader (or the workspace, or the server's answer) does to the ticket. */
export type TicketFormAction =
  | { type: 'side-chosen'; side: OrderSide; moveToSubmit: boolean }
  | { type: 'order-type-chosen'; orderType: OrderType }
  | { type: 'field-edited'; field: TicketTextField; value: string }
  | { type: 'leverage-chosen'; leverage: number }
  | { type: 'expiry-chosen'; expiry: OrderExpiry }
  | { type: 'more-toggled'; open: boolean }
  | { type: 'draft-applied'; draft: Pick<TicketDraft, 'side' | 'type' | 'price'> }
  | { type: 'instrument-changed'; start: TicketStart }
  | { type: 'submit-tried'; clientErrors: FieldErrors; blocked: boolean }
  | { type: 'order-placed'; result: string }
  | { type: 'order-refused'; fields: FieldErrors };

/** What a fresh ticket starts from. */
export interface TicketStart {
  symbol: Pick<MarketSymbol, 'instrument_id' | 'is_open' | 'max_leverage'>;
  side: OrderSide;
  /** The trader's default volume (a preference). */
  volume: string;
}

/** Errors of these fields show under "More": a try or an answer that names one opens it. */
const MORE_FIELDS_CHECKED: readonly string[] = ['trailing_distance', 'expires_at'];
const MORE_FIELDS_ANSWERED: readonly string[] = ['trailing_distance', 'expires_at', 'expiry'];

const TEXT_KEYS: Record<TicketTextField, 'volume' | 'price' | 'limitPrice' | 'stopLoss' | 'takeProfit' | 'trailingDistance' | 'expiresAt'> =
  {
    volume: 'volume',
    price: 'price',
    limit_price: 'limitPrice',
    stop_loss: 'stopLoss',
    take_profit: 'takeProfit',
    trailing_distance: 'trailingDistance',
    expires_at: 'expiresAt',
  };

/**
 * A fresh ticket: a market order while the market is open, a limit order while it is closed (a
 * market order could not fill), at the instrument's leverage cap and the default volume.
 */
export function initialTicketForm({ symbol, side, volume }: TicketStart): TicketFormState {
  return {
    instrumentId: symbol.instrument_id,
    side,
    type: symbol.is_open ? 'market' : 'limit',
    volume,
    leverage: symbol.max_leverage,
    price: '',
    limitPrice: '',
    stopLoss: '',
    takeProfit: '',
    trailingDistance: '',
    expiry: 'gtc',
    expiresAt: '',
    moreOpen: false,
    submitted: false,
    serverErrors: {},
    result: null,
    focusSubmit: 0,
    focusType: 0,
  };
}

/** The server's errors without the one of `field`, which the trader has just changed. */
function withoutServerError(errors: FieldErrors, field: TicketField): FieldErrors {
  if (!errors[field]) return errors;
  const { [field]: _dropped, ...rest } = errors;
  return rest;
}

/** Whether a try goes to the server: every field passes its checks and nothing blocks the button. */
export function ticketSendable(clientErrors: FieldErrors, blocked: boolean): boolean {
  return Object.keys(clientErrors).length === 0 && !blocked;
}

function namesAny(errors: FieldErrors, fields: readonly string[]): boolean {
  return fields.some((field) => Boolean(errors[field]));
}

/**
 * The ticket's transitions. Changing the type keeps every level typed: a field the new type does
 * not use is neither checked nor sent, and is there again when the trader switches back.
 */
export function ticketFormReducer(state: TicketFormState, action: TicketFormAction): TicketFormState {
  switch (action.type) {
    case 'side-chosen':
      return { ...state, side: action.side, focusSubmit: action.moveToSubmit ? state.focusSubmit + 1 : state.focusSubmit };
    case 'order-type-chosen': {
      // The type select moves between "More" (market) and the top (pending): the focus stays on it.
      const moves = (action.orderType === 'market') !== (state.type === 'market');
      return { ...state, type: action.orderType, result: null, focusType: moves ? state.focusType + 1 : state.focusType };
    }
    case 'field-edited':
      return {
        ...state,
        [TEXT_KEYS[action.field]]: action.value,
        result: null,
        serverErrors: withoutServerError(state.serverErrors, action.field),
      };
    case 'leverage-chosen':
      return { ...state, leverage: action.leverage, result: null, serverErrors: withoutServerError(state.serverErrors, 'leverage') };
    case 'expiry-chosen':
      // The expiry and its date are one question: a new answer to it clears the date's refusal.
      return { ...state, expiry: action.expiry, result: null, serverErrors: withoutServerError(state.serverErrors, 'expires_at') };
    case 'more-toggled':
      return state.moreOpen === action.open ? state : { ...state, moreOpen: action.open };
    case 'draft-applied':
      // Filled in, not sent: the focus goes to the button for the trader to check and send it.
      return {
        ...state,
        side: action.draft.side,
        type: action.draft.type,
        price: action.draft.price,
        result: null,
        focusSubmit: state.focusSubmit + 1,
      };
    case 'instrument-changed':
      return initialTicketForm(action.start);
    case 'submit-tried': {
      if (ticketSendable(action.clientErrors, action.blocked)) return { ...state, submitted: true, serverErrors: {}, result: null };
      // A field under "More" that holds an error opens it on a try, so the error is seen.
      return {
        ...state,
        submitted: true,
        serverErrors: {},
        moreOpen: state.moreOpen || namesAny(action.clientErrors, MORE_FIELDS_CHECKED),
      };
    }
    case 'order-placed':
      return { ...state, submitted: false, result: action.result };
    case 'order-refused':
      return { ...state, serverErrors: action.fields, moreOpen: state.moreOpen || namesAny(action.fields, MORE_FIELDS_ANSWERED) };
  }
}
