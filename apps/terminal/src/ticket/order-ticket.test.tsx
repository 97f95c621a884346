import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOrder, makeSymbol } from '../test/fixtures';
import { setCachedSymbols } from '../test/query-cache';
import { renderWithRouter } from '../test/render-with-router';
import { useTestServices } from '../test/use-test-services';
import { OrderTicket } from './order-ticket';

const eurusd = makeSymbol({
  instrument_id: 'EURUSD',
  type: 'forex',
  currency: 'USD',
  bid: '1.0849',
  ask: '1.0851',
  digits: 4,
  contract_size: '100000',
  max_leverage: 30,
});
const apple = makeSymbol({
  instrument_id: 'AAPL',
  name: 'Apple Inc.',
  currency: 'USD',
  bid: '249.90',
  ask: '250.00',
  country: 'United States',
});

describe('OrderTicket', () => {
  const server = useTestServices();

  it('shows the required margin in EUR with "≈" and the close-out price before sending', async () => {
    setCachedSymbols([eurusd, apple]);
    renderWithRouter(<OrderTicket symbol={apple} />);
    const volume = screen.getByLabelText('Volume (lots)');
    await userEvent.clear(volume);
    await userEvent.type(volume, '10');
    expect(screen.getByTestId('ticket-margin').textContent).toBe('≈ 460.83 EUR');
    expect(screen.getByTestId('ticket-close-out').textContent).not.toBe('—');
    const leverage = screen.getByLabelText('Leverage');
    expect(leverage).toHaveProperty('value', '5');
    // The cap is the field's description, not a line under it.
    expect(leverage.getAttribute('title')).toBe('Up to 1:5 (ESMA cap for this instrument)');
  });

  it('sends the order form and reloads the user', async () => {
    setCachedSymbols([eurusd, apple]);
    server().route({
      'POST /api/v1/orders/open': (request) => ({
        json: {
          order: {
            ...(request.body as object),
            id: 'x',
            status: 'open',
            open_price: '250.00',
            volume: '0.01',
            side: 'buy',
            instrument_id: 'AAPL',
          },
        },
      }),
    });
    renderWithRouter(<OrderTicket symbol={apple} />);
    await userEvent.click(screen.getByRole('button', { name: /Buy 0.01 AAPL/ }));
    expect(await screen.findByText('Order opened: buy 0.01 AAPL at 250.00')).toBeTruthy();
    const sent = server().requests.find((request) => request.path === '/api/v1/orders/open');
    expect(sent?.body).toEqual({ instrument_id: 'AAPL', side: 'buy', type: 'market', volume: '0.01', leverage: 5 });
    await waitFor(() => expect(server().count('POST /api/v1/users/')).toBeGreaterThanOrEqual(1));
  });

  it('refuses a volume in exponent notation and a take-profit past 20 digits without sending', async () => {
    setCachedSymbols([eurusd, apple]);
    renderWithRouter(<OrderTicket symbol={apple} />);
    const volume = screen.getByLabelText('Volume (lots)');
    await userEvent.clear(volume);
    await userEvent.type(volume, '1e100000000');
    // The figures stay empty rather than computing with a number of a hundred million digits.
    expect(screen.getByTestId('ticket-margin').textContent).toBe('—');
    await userEvent.type(screen.getByLabelText('Take-profit'), '9'.repeat(21));
    await userEvent.click(screen.getByRole('button', { name: /Buy/ }));
    expect(
      await screen.findByText('Volume must be written with plain digits, like 250.50, not in exponent notation such as 1e3'),
    ).toBeTruthy();
    expect(screen.getByText('Take-profit can have at most 20 digits before the decimal point')).toBeTruthy();
    expect(server().requests.some((request) => request.path === '/api/v1/orders/open')).toBe(false);
  });
});

describe('OrderTicket checks before it sends', () => {
  const server = useTestServices();

  it('disables Buy and says why when the margin does not fit the free margin, and hides the close-out', async () => {
    setCachedSymbols([eurusd, apple]);
    renderWithRouter(<OrderTicket symbol={apple} />);
    const volume = screen.getByLabelText('Volume (lots)');
    await userEvent.clear(volume);
    await userEvent.type(volume, '1000');
    // 1,000 × 250 × 0.9216589862 / 5 = 46,082.95 EUR against 10,000.00 EUR free.
    expect(screen.getByTestId('ticket-margin').textContent).toBe('≈ 46,082.95 EUR');
    const buy = screen.getByRole('button', { name: 'Buy 1000 AAPL' });
    expect(buy).toHaveProperty('disabled', true);
    expect(screen.getByTestId('ticket-blocker').textContent).toMatch(
      /^Not enough free margin: this order needs 46,082\.95 EUR, you have 10,000\.00 EUR/,
    );
    expect(buy.getAttribute('aria-describedby')).toBe(screen.getByTestId('ticket-blocker').id);
    // A close-out "price" for an order that cannot open would sit above the buy price: not shown.
    expect(screen.getByTestId('ticket-close-out').textContent).toBe('—');
    expect(screen.getByTestId('ticket-close-out-note').textContent).toBe('Close-out: Not shown: the order does not fit the free margin.');
    expect(server().count('POST /api/v1/orders/open')).toBe(0);
  });

  it('shows the stop-loss and the take-profit errors together, and sends nothing', async () => {
    setCachedSymbols([eurusd, apple]);
    renderWithRouter(<OrderTicket symbol={apple} />);
    await userEvent.type(screen.getByLabelText('Stop-loss'), '260');
    await userEvent.type(screen.getByLabelText('Take-profit'), '240');
    await userEvent.click(screen.getByRole('button', { name: 'Buy 0.01 AAPL' }));
    expect(screen.getByText('Stop-loss for a buy must be below the current bid 249.90')).toBeTruthy();
    expect(screen.getByText('Take-profit for a buy must be above the current bid 249.90')).toBeTruthy();
    expect(server().count('POST /api/v1/orders/open')).toBe(0);
  });

  it('shows money at risk at the stop-loss and the pip value in EUR', async () => {
    const adyen = makeSymbol();
    setCachedSymbols([adyen]);
    renderWithRouter(<OrderTicket symbol={adyen} />);
    const volume = screen.getByLabelText('Volume (lots)');
    await userEvent.clear(volume);
    await userEvent.type(volume, '2');
    await userEvent.type(screen.getByLabelText('Stop-loss'), '990.50');
    // Bought at the ask 1,001.00: (1,001.00 − 990.50) × 2 = 21.00 EUR; one pip (0.01) × 2 = 0.02 EUR.
    expect(screen.getByTestId('ticket-risk').textContent).toBe('21.00 EUR');
    expect(screen.getByTestId('ticket-pip-value').textContent).toBe('0.02 EUR');
    expect(screen.getByTestId('ticket-spread').textContent).toBe('Spread 1.00');
  });

  it('sends a trailing stop with a market order, with the money at risk where the stop starts', async () => {
    const adyen = makeSymbol();
    setCachedSymbols([adyen]);
    server().route({
      'POST /api/v1/orders/open': () => ({
        json: { order: makeOrder({ instrument_id: adyen.instrument_id, volume: '2', open_price: '1001.00' }) },
      }),
    });
    renderWithRouter(<OrderTicket symbol={adyen} />);
    const volume = screen.getByLabelText('Volume (lots)');
    await userEvent.clear(volume);
    await userEvent.type(volume, '2');
    const trailing = screen.getByLabelText('Trailing stop distance');
    await userEvent.type(trailing, '20000');
    expect(
      await screen.findByText(`Trailing distance must be less than the current bid ${adyen.bid}, so that the stop stays above 0`),
    ).toBeTruthy();
    await userEvent.clear(trailing);
    await userEvent.type(trailing, '10.00');
    // The stop starts at the bid 1,000.00 − 10.00 = 990.00; bought at the ask 1,001.00: 11.00 × 2 = 22.00 EUR.
    expect(screen.getByTestId('ticket-risk').textContent).toBe('22.00 EUR');
    await userEvent.click(screen.getByRole('button', { name: /^Buy 2/ }));
    await waitFor(() =>
      expect(server().requests.find((request) => request.path === '/api/v1/orders/open')?.body).toMatchObject({
        volume: '2',
        trailing_distance: '10.00',
      }),
    );
    // A pending order takes no trailing stop: the field goes away.
    await userEvent.selectOptions(screen.getByLabelText('Order type'), 'limit');
    expect(screen.queryByLabelText('Trailing stop distance')).toBeNull();
  });

  it('on a closed market says when it opens, offers a pending order and refuses a market order', async () => {
    const closed = makeSymbol({
      is_open: false,
      trading_hours: { timezone: 'UTC', sessions: [{ days: [1, 2, 3, 4, 5, 6, 7], open: '00:00', close: '00:15' }] },
    });
    setCachedSymbols([closed]);
    server().route({
      'POST /api/v1/orders/open': (request) => ({
        json: {
          order: {
            ...makeOrder({
              instrument_id: 'ADYEN',
              status: 'pending',
              type: 'limit',
              price: '990.00',
              open_price: null,
              current_price: null,
            }),
            ...(request.body as object),
          },
        },
      }),
    });
    renderWithRouter(<OrderTicket symbol={closed} />);
    expect(screen.getByTestId('ticket-closed').textContent).toMatch(/The market is closed\. Opens .+ \(your time\)\./);
    // A pending limit order is what the ticket starts with.
    expect(screen.getByLabelText('Order type')).toHaveProperty('value', 'limit');
    await userEvent.selectOptions(screen.getByLabelText('Order type'), 'market');
    expect(screen.getByRole('button', { name: 'Buy 0.01 ADYEN' })).toHaveProperty('disabled', true);
    expect(screen.getByTestId('ticket-blocker').textContent).toMatch(/^The market is closed: a market order cannot be filled now\./);
    await userEvent.click(screen.getByRole('button', { name: 'Place a pending order instead' }));
    await userEvent.type(screen.getByLabelText('Limit price'), '990.00');
    await userEvent.click(screen.getByRole('button', { name: 'Buy 0.01 ADYEN' }));
    const result = await screen.findByTestId('ticket-result');
    // Focus moves in an effect after the result is on screen.
    await waitFor(() => expect(document.activeElement).toBe(result));
    const sent = server().requests.find((request) => request.path === '/api/v1/orders/open');
    expect(sent?.body).toEqual({ instrument_id: 'ADYEN', side: 'buy', type: 'limit', price: '990.00', volume: '0.01', leverage: 5 });
  });

  it('puts each of the server field errors on its field', async () => {
    setCachedSymbols([eurusd, apple]);
    server().route({
      'POST /api/v1/orders/open': {
        status: 422,
        json: {
          statusCode: 422,
          code: 'validation',
          message: 'Check the order',
          fields: [
            { path: 'volume', message: 'Volume is too large for this account' },
            { path: 'leverage', message: 'Leverage for individual shares is capped at 5:1 for retail clients' },
          ],
        },
      },
    });
    renderWithRouter(<OrderTicket symbol={apple} />);
    await userEvent.click(screen.getByRole('button', { name: 'Buy 0.01 AAPL' }));
    await waitFor(() => expect(screen.getByLabelText('Volume (lots)').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText('Leverage').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Volume is too large for this account')).toBeTruthy();
    expect(screen.getByText('Leverage for individual shares is capped at 5:1 for retail clients')).toBeTruthy();
  });

  it('keeps the button busy while the order is on its way, and opens More for a refused trailing stop', async () => {
    const adyen = makeSymbol();
    setCachedSymbols([adyen]);
    server().route({
      'POST /api/v1/orders/open': {
        status: 422,
        delayMs: 300,
        json: {
          statusCode: 422,
          code: 'validation',
          message: 'Check the order',
          fields: [{ path: 'trailing_distance', message: 'Trailing distance is too wide for this instrument' }],
        },
      },
    });
    renderWithRouter(<OrderTicket symbol={adyen} />);
    await userEvent.type(screen.getByLabelText('Trailing stop distance'), '5.00');
    const buy = screen.getByRole('button', { name: /^Buy 0.01 ADYEN/ });
    await userEvent.click(buy);
    await waitFor(() => expect(buy.getAttribute('aria-busy')).toBe('true'));
    expect(buy).toHaveProperty('disabled', true);
    expect(await screen.findByText('Trailing distance is too wide for this instrument')).toBeTruthy();
    await waitFor(() => expect(buy.getAttribute('aria-busy')).toBeNull());
    expect(buy).toHaveProperty('disabled', false);
    expect(screen.getByText(/^More:/).closest('details')?.open).toBe(true);
    expect(server().count('POST /api/v1/orders/open')).toBe(1);
  });
});

describe('OrderTicket laid out to fit', () => {
  const server = useTestServices();

  it('shows side with prices, volume steppers, leverage, SL, TP, the figures and the button by default, the rest under More', async () => {
    const adyen = makeSymbol();
    setCachedSymbols([adyen]);
    renderWithRouter(<OrderTicket symbol={adyen} />);
    expect(screen.getByRole('radio', { name: 'Sell 1000.00' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Buy 1001.00' })).toHaveProperty('checked', true);
    for (const label of ['Volume (lots)', 'Leverage', 'Stop-loss', 'Take-profit']) expect(screen.getByLabelText(label)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Volume down by 0.01' })).toBeTruthy();
    for (const id of ['ticket-margin', 'ticket-free-margin', 'ticket-pip-value', 'ticket-risk', 'ticket-reward'])
      expect(screen.getByTestId(id)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy 0.01 ADYEN' })).toBeTruthy();
    // No hint lines under the fields: they are descriptions.
    expect(screen.getByLabelText('Volume (lots)').getAttribute('title')).toBe('1 lot = 1 unit');
    // Order type and trailing stop wait, closed, under More.
    const more = screen.getByText('More: order type, trailing stop, expiry, size from risk').closest('details');
    expect(more?.open).toBe(false);
    expect(more?.contains(screen.getByLabelText('Order type'))).toBe(true);
    expect(more?.contains(screen.getByLabelText('Trailing stop distance'))).toBe(true);
    await userEvent.click(screen.getByText('More: order type, trailing stop, expiry, size from risk'));
    await waitFor(() => expect(more?.open).toBe(true));
    expect(screen.getByRole('group', { name: 'Size from risk' })).toBeTruthy();
    expect(server().count('POST /api/v1/orders/open')).toBe(0);
  });

  it('steps the volume by 0.01 and never below the minimum', async () => {
    const adyen = makeSymbol();
    setCachedSymbols([adyen]);
    renderWithRouter(<OrderTicket symbol={adyen} />);
    await userEvent.click(screen.getByRole('button', { name: 'Volume up by 0.01' }));
    await userEvent.click(screen.getByRole('button', { name: 'Volume up by 0.01' }));
    expect(screen.getByLabelText('Volume (lots)')).toHaveProperty('value', '0.03');
    await userEvent.click(screen.getByRole('button', { name: 'Volume down by 0.01' }));
    await userEvent.click(screen.getByRole('button', { name: 'Volume down by 0.01' }));
    await userEvent.click(screen.getByRole('button', { name: 'Volume down by 0.01' }));
    expect(screen.getByLabelText('Volume (lots)')).toHaveProperty('value', '0.01');
    expect(screen.getByRole('button', { name: 'Buy 0.01 ADYEN' })).toBeTruthy();
  });

  it('chosen under More, a pending type moves to the top with its price, the focus staying on it', async () => {
    const adyen = makeSymbol();
    setCachedSymbols([adyen]);
    renderWithRouter(<OrderTicket symbol={adyen} />);
    await userEvent.click(screen.getByText(/^More:/));
    await userEvent.selectOptions(screen.getByLabelText('Order type'), 'limit');
    const more = screen.getByText(/^More:/).closest('details');
    const type = screen.getByLabelText('Order type');
    expect(more?.contains(type)).toBe(false);
    expect(more?.contains(screen.getByLabelText('Limit price'))).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(type));
    // A pending order has an expiry under More instead of a trailing stop.
    expect(screen.getByLabelText('Expiry')).toHaveProperty('value', 'gtc');
  });

  it('sends a stop-limit with its stop as price and its limit as limit_price, after refusing a limit below a buy stop', async () => {
    const adyen = makeSymbol();
    setCachedSymbols([adyen]);
    server().route({
      'POST /api/v1/orders/open': (request) => ({
        json: {
          order: makeOrder({
            instrument_id: 'ADYEN',
            status: 'pending',
            type: 'stop_limit',
            price: '1010.00',
            limit_price: '1012.00',
            open_price: null,
            current_price: null,
            volume: '0.01',
            ...(request.body as object),
          }),
        },
      }),
    });
    renderWithRouter(<OrderTicket symbol={adyen} />);
    await userEvent.click(screen.getByText(/^More:/));
    await userEvent.selectOptions(screen.getByLabelText('Order type'), 'stop_limit');
    await userEvent.type(screen.getByLabelText('Stop price'), '1010.00');
    await userEvent.type(screen.getByLabelText('Limit price'), '1005.00');
    expect(
      screen.getByText(
        "A buy stop-limit's limit price must be at or above its stop price 1010.00: it is the most you pay once the price has risen to the stop",
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Buy 0.01 ADYEN' }));
    expect(server().count('POST /api/v1/orders/open')).toBe(0);
    await userEvent.clear(screen.getByLabelText('Limit price'));
    await userEvent.type(screen.getByLabelText('Limit price'), '1012.00');
    // The margin is taken at the limit, the worst price it fills at: 0.01 × 1,012.00 / 5.
    expect(screen.getByTestId('ticket-margin').textContent).toBe('2.03 EUR');
    await userEvent.click(screen.getByRole('button', { name: 'Buy 0.01 ADYEN' }));
    expect(await screen.findByText('Order placed: stop-limit buy 0.01 ADYEN stop 1010.00, limit 1012.00')).toBeTruthy();
    const sent = server().requests.find((request) => request.path === '/api/v1/orders/open');
    expect(sent?.body).toEqual({
      instrument_id: 'ADYEN',
      side: 'buy',
      type: 'stop_limit',
      price: '1010.00',
      limit_price: '1012.00',
      volume: '0.01',
      leverage: 5,
    });
  });

  it('sends a date expiry as an ISO instant, and refuses one in the past', async () => {
    const adyen = makeSymbol();
    setCachedSymbols([adyen]);
    server().route({
      'POST /api/v1/orders/open': (request) => ({
        json: {
          order: makeOrder({
            instrument_id: 'ADYEN',
            status: 'pending',
            type: 'limit',
            open_price: null,
            current_price: null,
            ...(request.body as object),
          }),
        },
      }),
    });
    renderWithRouter(<OrderTicket symbol={adyen} />);
    await userEvent.click(screen.getByText(/^More:/));
    await userEvent.selectOptions(screen.getByLabelText('Order type'), 'limit');
    await userEvent.type(screen.getByLabelText('Limit price'), '990.00');
    await userEvent.selectOptions(screen.getByLabelText('Expiry'), 'date');
    const expiresAt = screen.getByLabelText('Expires at');
    await userEvent.type(expiresAt, '2020-01-01T10:00');
    expect(screen.getByText('Expiry must be in the future')).toBeTruthy();
    const later = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    const local = `${later.getFullYear()}-${String(later.getMonth() + 1).padStart(2, '0')}-${String(later.getDate()).padStart(2, '0')}T17:30`;
    await userEvent.clear(expiresAt);
    await userEvent.type(expiresAt, local);
    await userEvent.click(screen.getByRole('button', { name: 'Buy 0.01 ADYEN' }));
    await waitFor(() => expect(server().count('POST /api/v1/orders/open')).toBe(1));
    const sent = server().requests.find((request) => request.path === '/api/v1/orders/open');
    expect(sent?.body).toEqual({
      instrument_id: 'ADYEN',
      side: 'buy',
      type: 'limit',
      price: '990.00',
      volume: '0.01',
      leverage: 5,
      expiry: 'date',
      expires_at: new Date(local).toISOString(),
    });
  });

  it('fills the volume that loses 1% of equity at the stop-loss, and asks for a stop-loss first', async () => {
    const adyen = makeSymbol();
    setCachedSymbols([adyen]);
    renderWithRouter(<OrderTicket symbol={adyen} />);
    await userEvent.click(screen.getByText(/^More:/));
    expect(screen.getByTestId('ticket-risk-size').textContent).toBe('Set a stop-loss to size from risk');
    expect(screen.queryByRole('button', { name: /^Use / })).toBeNull();
    // Bought at the ask 1,001.00 with the stop at 991.00: 10.00 EUR a lot; 1% of 10,000.00 EUR is 100.00 EUR.
    await userEvent.type(screen.getByLabelText('Stop-loss'), '991.00');
    expect(screen.getByTestId('ticket-risk-size').textContent).toBe('10.00 lots risk 100.00 EUR.');
    await userEvent.click(screen.getByRole('button', { name: 'Use 10.00 lots' }));
    expect(screen.getByLabelText('Volume (lots)')).toHaveProperty('value', '10.00');
    expect(screen.getByTestId('ticket-risk').textContent).toBe('100.00 EUR');
    // An amount instead of a share: 35 EUR allows 3.50 lots.
    await userEvent.selectOptions(screen.getByLabelText('Risk unit'), 'money');
    await userEvent.clear(screen.getByLabelText('Risk'));
    await userEvent.type(screen.getByLabelText('Risk'), '35');
    await userEvent.click(screen.getByRole('button', { name: 'Use 3.50 lots' }));
    expect(screen.getByLabelText('Volume (lots)')).toHaveProperty('value', '3.50');
  });

  it('values a whole point of BTCUSD, not a cent: 0.01 lot shows ≈ 0.0085 EUR', () => {
    const eurusd = makeSymbol({
      instrument_id: 'EURUSD',
      type: 'forex',
      currency: 'USD',
      bid: '1.1764',
      ask: '1.1766',
      digits: 4,
      contract_size: '100000',
      max_leverage: 30,
    });
    const btcusd = makeSymbol({
      instrument_id: 'BTCUSD',
      type: 'crypto',
      currency: 'USD',
      bid: '91251.35',
      ask: '91281.35',
      digits: 2,
      contract_size: '1',
      max_leverage: 2,
    });
    setCachedSymbols([eurusd, btcusd]);
    renderWithRouter(<OrderTicket symbol={btcusd} />);
    const value = screen.getByTestId('ticket-pip-value');
    expect(value.previousElementSibling?.textContent).toBe('Point value (1)');
    // 0.01 lot × 1 unit × 1.00 USD × 1 / 1.1765 = 0.0084997… EUR
    expect(value.textContent).toBe('≈ 0.0085 EUR');
    expect(screen.getByRole('radio', { name: 'Sell 91251.35' })).toBeTruthy();
    expect(screen.getByTestId('ticket-spread').textContent).toBe('Spread 30.00');
  });
});
