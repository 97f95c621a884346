import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeOrder, makeSymbol } from '../test/fixtures';
import { setCachedSymbols } from '../test/query-cache';
import { renderWithRouter } from '../test/render-with-router';
import { useTestServices } from '../test/use-test-services';
import { OrderTicket } from './order-ticket';

const eurusd = makeSymbol({ instrument_id: 'EURUSD', type: 'forex', currency: 'USD', bid: '1.0849', ask: '1.0851', digits: 4, contract_size: '100000', max_leverage: 30 });
const apple = makeSymbol({ instrument_id: 'AAPL', name: 'Apple Inc.', currency: 'USD', bid: '249.90', ask: '250.00', country: 'United States' });

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
    server().route({ 'POST /api/v1/orders/open': (request) => ({ json: { order: { ...request.body as object, id: 'x', status: 'open', open_price: '250.00', volume: '0.01', side: 'buy', instrument_id: 'AAPL' } } }) });
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
    expect(await screen.findByText('Volume must be written with plain digits, like 250.50, not in exponent notation such as 1e3')).toBeTruthy();
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
    expect(screen.getByTestId('ticket-blocker').textContent).toMatch(/^Not enough free margin: this order needs 46,082\.95 EUR, you have 10,000\.00 EUR/);
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
    server().route({ 'POST /api/v1/orders/open': () => ({ json: { order: makeOrder({ instrument_id: adyen.instrument_id, volume: '2', open_price: '1001.00' }) } }) });
    renderWithRouter(<OrderTicket symbol={adyen} />);
    const volume = screen.getByLabelText('Volume (lots)');
    await userEvent.clear(volume);
    await userEvent.type(volume, '2');
    const trailing = screen.getByLabelText('Trailing stop distance');
    await userEvent.type(trailing, '20000');
    expect(await screen.findByText(`Trailing distance must be less than the current bid ${adyen.bid}, so that the stop stays above 0`)).toBeTruthy();
    await userEvent.clear(trailing);
    await userEvent.type(trailing, '10.00');
    // The stop starts at the bid 1,000.00 − 10.00 = 990.00; bought at the ask 1,001.00: 11.00 × 2 = 22.00 EUR.
    expect(screen.getByTestId('ticket-risk').textContent).toBe('22.00 EUR');
    await userEvent.click(screen.getByRole('button', { name: /^Buy 2/ }));
    await waitFor(() => expect(server().requests.find((request) => request.path === '/api/v1/orders/open')?.body).toMatchObject({ volume: '2', trailing_distance: '10.00' }));
    // A pending order takes no trailing stop: the field goes away.
    await userEvent.selectOptions(screen.getByLabelText('Order type'), 'limit');
    expect(screen.queryByLabelText('Trailing stop distance')).toBeNull();
  });

  it('on a closed market says when it opens, offers a pending order and refuses a market order', async () => {
    const closed = makeSymbol({ is_open: false, trading_hours: { timezone: 'UTC', sessions: [{ days: [1, 2, 3, 4, 5, 6, 7], open: '00:00', close: '00:15' }] } });
    setCachedSymbols([closed]);
    server().route({ 'POST /api/v1/orders/open': (request) => ({ json: { order: { ...makeOrder({ instrument_id: 'ADYEN', status: 'pending', type: 'limit', price: '990.00', open_price: null, current_price: null }), ...(request.body as object) } } }) });
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
});
