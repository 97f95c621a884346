import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeSymbol } from '../test/fixtures';
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
    expect(screen.getByLabelText('Leverage')).toHaveProperty('value', '5');
    expect(screen.getByText('Up to 1:5 (ESMA cap for this instrument)')).toBeTruthy();
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
    await userEvent.type(screen.getByLabelText('Take-profit (optional)'), '9'.repeat(21));
    await userEvent.click(screen.getByRole('button', { name: /Buy/ }));
    expect(await screen.findByText('Volume must be written with plain digits, like 250.50, not in exponent notation such as 1e3')).toBeTruthy();
    expect(screen.getByText('Take-profit can have at most 20 digits before the decimal point')).toBeTruthy();
    expect(server().requests.some((request) => request.path === '/api/v1/orders/open')).toBe(false);
  });
});
