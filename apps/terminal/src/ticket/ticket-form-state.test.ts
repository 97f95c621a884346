import { describe, expect, it } from 'vitest';
import { initialTicketForm, ticketFormReducer, ticketSendable, type TicketFormAction, type TicketFormState } from './ticket-form-state';

const adyen = { instrument_id: 'ADYEN', is_open: true, max_leverage: 5 };
const fresh = (): TicketFormState => initialTicketForm({ symbol: adyen, side: 'buy', volume: '0.01' });
const apply = (state: TicketFormState, ...actions: TicketFormAction[]): TicketFormState => actions.reduce(ticketFormReducer, state);

describe('initialTicketForm', () => {
  it('starts a market order at the leverage cap and the default volume, nothing else set', () => {
    expect(fresh()).toEqual({
      instrumentId: 'ADYEN',
      side: 'buy',
      type: 'market',
      volume: '0.01',
      leverage: 5,
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
    });
  });

  it('starts a limit order on a closed market, on the side asked for', () => {
    const state = initialTicketForm({ symbol: { ...adyen, is_open: false }, side: 'sell', volume: '1' });
    expect(state).toMatchObject({ type: 'limit', side: 'sell', volume: '1' });
  });
});

describe('ticketFormReducer', () => {
  it('choosing a side on the picker keeps the focus where it is; B or S moves it to the button', () => {
    const picked = apply(fresh(), { type: 'side-chosen', side: 'sell', moveToSubmit: false });
    expect(picked).toMatchObject({ side: 'sell', focusSubmit: 0 });
    const keyed = apply(
      picked,
      { type: 'side-chosen', side: 'buy', moveToSubmit: true },
      { type: 'side-chosen', side: 'buy', moveToSubmit: true },
    );
    expect(keyed).toMatchObject({ side: 'buy', focusSubmit: 2 });
  });

  it('moving the type between market and pending asks the focus for the type select; between pending types it does not', () => {
    const limit = apply(fresh(), { type: 'order-type-chosen', orderType: 'limit' });
    expect(limit).toMatchObject({ type: 'limit', focusType: 1 });
    const stop = apply(limit, { type: 'order-type-chosen', orderType: 'stop_limit' });
    expect(stop).toMatchObject({ type: 'stop_limit', focusType: 1 });
    expect(apply(stop, { type: 'order-type-chosen', orderType: 'market' })).toMatchObject({ type: 'market', focusType: 2 });
  });

  it('changing the type keeps every level typed, for the way back', () => {
    const typed = apply(
      fresh(),
      { type: 'field-edited', field: 'stop_loss', value: '990' },
      { type: 'field-edited', field: 'take_profit', value: '1020' },
      { type: 'field-edited', field: 'trailing_distance', value: '5' },
      { type: 'order-type-chosen', orderType: 'limit' },
      { type: 'field-edited', field: 'price', value: '995' },
      { type: 'order-type-chosen', orderType: 'market' },
    );
    expect(typed).toMatchObject({ stopLoss: '990', takeProfit: '1020', trailingDistance: '5', price: '995' });
  });

  it('puts each edited text where it belongs', () => {
    const edited = apply(
      fresh(),
      { type: 'field-edited', field: 'volume', value: '2' },
      { type: 'field-edited', field: 'price', value: '1000' },
      { type: 'field-edited', field: 'limit_price', value: '1002' },
      { type: 'field-edited', field: 'stop_loss', value: '990' },
      { type: 'field-edited', field: 'take_profit', value: '1020' },
      { type: 'field-edited', field: 'trailing_distance', value: '5' },
      { type: 'field-edited', field: 'expires_at', value: '2030-01-01T10:00' },
      { type: 'leverage-chosen', leverage: 2 },
      { type: 'expiry-chosen', expiry: 'date' },
    );
    expect(edited).toMatchObject({
      volume: '2',
      price: '1000',
      limitPrice: '1002',
      stopLoss: '990',
      takeProfit: '1020',
      trailingDistance: '5',
      expiresAt: '2030-01-01T10:00',
      leverage: 2,
      expiry: 'date',
    });
  });

  it("an edit clears the last result and the server's error on that field only", () => {
    const refused = apply(
      fresh(),
      { type: 'order-placed', result: 'Bought 0.01 ADYEN' },
      { type: 'order-refused', fields: { volume: 'Too large', leverage: 'Capped at 5:1', expires_at: 'Too soon', expiry: 'Not here' } },
    );
    const volume = apply(refused, { type: 'field-edited', field: 'volume', value: '0.02' });
    expect(volume.result).toBeNull();
    expect(volume.serverErrors).toEqual({ leverage: 'Capped at 5:1', expires_at: 'Too soon', expiry: 'Not here' });
    const leverage = apply(volume, { type: 'leverage-chosen', leverage: 3 });
    expect(leverage.serverErrors).toEqual({ expires_at: 'Too soon', expiry: 'Not here' });
    // Choosing another expiry answers the date's refusal too; the expiry's own stays until a try.
    const expiry = apply(leverage, { type: 'expiry-chosen', expiry: 'day' });
    expect(expiry.serverErrors).toEqual({ expiry: 'Not here' });
  });

  it('choosing the side or opening "More" leaves the result shown', () => {
    const placed = apply(fresh(), { type: 'order-placed', result: 'Bought 0.01 ADYEN' });
    const after = apply(placed, { type: 'side-chosen', side: 'sell', moveToSubmit: false }, { type: 'more-toggled', open: true });
    expect(after).toMatchObject({ result: 'Bought 0.01 ADYEN', moreOpen: true });
  });

  it('opens and closes "More", and returns the same state when it is already so', () => {
    const open = apply(fresh(), { type: 'more-toggled', open: true });
    expect(open.moreOpen).toBe(true);
    expect(ticketFormReducer(open, { type: 'more-toggled', open: true })).toBe(open);
    expect(apply(open, { type: 'more-toggled', open: false }).moreOpen).toBe(false);
  });

  it("fills a draft from the chart's price axis and moves the focus to the button, sending nothing", () => {
    const placed = apply(fresh(), { type: 'field-edited', field: 'stop_loss', value: '990' }, { type: 'order-placed', result: 'Bought' });
    const drafted = apply(placed, { type: 'draft-applied', draft: { side: 'sell', type: 'stop', price: '980.00' } });
    expect(drafted).toMatchObject({
      side: 'sell',
      type: 'stop',
      price: '980.00',
      stopLoss: '990',
      result: null,
      focusSubmit: 1,
      submitted: false,
    });
  });

  it('starts afresh for another instrument', () => {
    const typed = apply(fresh(), { type: 'field-edited', field: 'volume', value: '3' }, { type: 'more-toggled', open: true });
    const eurusd = { instrument_id: 'EURUSD', is_open: false, max_leverage: 30 };
    const next = apply(typed, { type: 'instrument-changed', start: { symbol: eurusd, side: 'buy', volume: '0.01' } });
    expect(next).toEqual(initialTicketForm({ symbol: eurusd, side: 'buy', volume: '0.01' }));
  });

  it('a try that fails a check marks the fields, forgets the server errors and keeps the result', () => {
    const before = apply(fresh(), { type: 'order-placed', result: 'Bought' }, { type: 'order-refused', fields: { volume: 'Too large' } });
    const tried = apply(before, { type: 'submit-tried', clientErrors: { stop_loss: 'Below the bid' }, blocked: false });
    expect(tried).toMatchObject({ submitted: true, serverErrors: {}, result: 'Bought', moreOpen: false });
  });

  it('a try with an error under "More" opens it so the error is seen', () => {
    for (const field of ['trailing_distance', 'expires_at']) {
      const tried = apply(fresh(), { type: 'submit-tried', clientErrors: { [field]: 'Refused' }, blocked: false });
      expect(tried.moreOpen).toBe(true);
    }
  });

  it('a try while the button is blocked marks the fields and sends nothing', () => {
    expect(apply(fresh(), { type: 'submit-tried', clientErrors: {}, blocked: true })).toMatchObject({ submitted: true, moreOpen: false });
    expect(ticketSendable({}, true)).toBe(false);
    expect(ticketSendable({ volume: 'Refused' }, false)).toBe(false);
  });

  it('a try that goes clears the last result and the server errors', () => {
    const before = apply(fresh(), { type: 'order-placed', result: 'Bought' }, { type: 'order-refused', fields: { volume: 'Too large' } });
    expect(ticketSendable({}, false)).toBe(true);
    expect(apply(before, { type: 'submit-tried', clientErrors: {}, blocked: false })).toMatchObject({
      submitted: true,
      serverErrors: {},
      result: null,
    });
  });

  it('an order taken says what it became and the fields show their errors only once typed again', () => {
    const sent = apply(fresh(), { type: 'submit-tried', clientErrors: {}, blocked: false });
    const placed = apply(sent, { type: 'order-placed', result: 'Bought 0.01 ADYEN at 1001.00' });
    expect(placed).toMatchObject({ submitted: false, result: 'Bought 0.01 ADYEN at 1001.00', volume: '0.01' });
  });

  it('a refusal puts the server\'s messages on their fields, and opens "More" for one of its fields', () => {
    const refused = apply(fresh(), { type: 'order-refused', fields: { volume: 'Too large' } });
    expect(refused).toMatchObject({ serverErrors: { volume: 'Too large' }, moreOpen: false });
    for (const field of ['trailing_distance', 'expires_at', 'expiry']) {
      expect(apply(fresh(), { type: 'order-refused', fields: { [field]: 'Refused' } }).moreOpen).toBe(true);
    }
  });

  it('a refusal naming no field leaves the fields as they were', () => {
    const sent = apply(
      fresh(),
      { type: 'field-edited', field: 'stop_loss', value: '990' },
      { type: 'submit-tried', clientErrors: {}, blocked: false },
    );
    expect(apply(sent, { type: 'order-refused', fields: {} })).toEqual({ ...sent, serverErrors: {} });
  });
});
