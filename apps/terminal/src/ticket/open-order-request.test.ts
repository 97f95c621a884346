import { describe, expect, it } from 'vitest';
import { openOrderRequest } from './open-order-request';
import { initialTicketForm, ticketFormReducer, type TicketFormAction, type TicketFormState } from './ticket-form-state';

const form = (...actions: TicketFormAction[]): TicketFormState =>
  actions.reduce(
    ticketFormReducer,
    initialTicketForm({ symbol: { instrument_id: 'ADYEN', is_open: true, max_leverage: 5 }, side: 'buy', volume: ' 0.50 ' }),
  );

describe('openOrderRequest', () => {
  it('sends a market order with its trimmed volume, the leverage given and the levels set', () => {
    const request = openOrderRequest(
      form(
        { type: 'field-edited', field: 'stop_loss', value: ' 990.00 ' },
        { type: 'field-edited', field: 'trailing_distance', value: '10.00' },
        { type: 'field-edited', field: 'price', value: '1000' },
      ),
      3,
    );
    expect(request).toEqual({
      instrument_id: 'ADYEN',
      side: 'buy',
      type: 'market',
      volume: '0.50',
      leverage: 3,
      stop_loss: '990.00',
      trailing_distance: '10.00',
    });
  });

  it('sends a pending order its price and no trailing stop; good-till-cancelled goes unsaid', () => {
    const request = openOrderRequest(
      form(
        { type: 'field-edited', field: 'trailing_distance', value: '10.00' },
        { type: 'order-type-chosen', orderType: 'limit' },
        { type: 'field-edited', field: 'price', value: '990.00' },
        { type: 'field-edited', field: 'limit_price', value: '991.00' },
        { type: 'field-edited', field: 'take_profit', value: '1100' },
      ),
      5,
    );
    expect(request).toEqual({
      instrument_id: 'ADYEN',
      side: 'buy',
      type: 'limit',
      volume: '0.50',
      leverage: 5,
      price: '990.00',
      take_profit: '1100',
    });
  });

  it("sends a stop-limit's limit, a day expiry, and a date expiry as its instant", () => {
    const stopLimit = form(
      { type: 'order-type-chosen', orderType: 'stop_limit' },
      { type: 'field-edited', field: 'price', value: '1010.00' },
      { type: 'field-edited', field: 'limit_price', value: '1012.00' },
      { type: 'expiry-chosen', expiry: 'day' },
    );
    expect(openOrderRequest(stopLimit, 5)).toMatchObject({ price: '1010.00', limit_price: '1012.00', expiry: 'day' });
    const dated = ticketFormReducer(ticketFormReducer(stopLimit, { type: 'expiry-chosen', expiry: 'date' }), {
      type: 'field-edited',
      field: 'expires_at',
      value: '2030-01-02T17:30',
    });
    expect(openOrderRequest(dated, 5)).toMatchObject({ expiry: 'date', expires_at: new Date('2030-01-02T17:30').toISOString() });
  });
});
