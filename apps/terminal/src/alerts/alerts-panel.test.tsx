import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Alert } from '@beurs/domain';
import { makeSymbol } from '../test/fixtures';
import { renderWithRouter } from '../test/render-with-router';
import { useTestServices } from '../test/use-test-services';
import { AlertsPanel } from './alerts-panel';

const EURUSD = makeSymbol({ instrument_id: 'EURUSD', name: 'Euro / US Dollar', bid: '1.08500', ask: '1.08510', digits: 5 });

function makeAlert(overrides: Partial<Alert> = {}): Alert {
  return {
    id: '44444444-4444-4444-8444-444444444444',
    instrument_id: 'EURUSD',
    condition: 'above',
    price: '1.09000',
    note: null,
    status: 'active',
    created_at: '2026-11-23T10:00:00.000Z',
    triggered_at: null,
    triggered_price: null,
    ...overrides,
  };
}

describe('Price alerts panel', () => {
  let alerts: Alert[] = [];
  const server = useTestServices(() => {
    alerts = [];
    return { 'GET /api/v1/alerts/': () => ({ json: { alerts } }) };
  });

  it('sets an alert with the condition, price and note, then lists it as waiting', async () => {
    server().route({
      'POST /api/v1/alerts/create': (request) => {
        const body = request.body as { condition: 'above' | 'below'; price: string; note?: string };
        const created = makeAlert({ condition: body.condition, price: body.price, note: body.note ?? null });
        alerts = [created];
        return { json: { alert: created } };
      },
    });
    renderWithRouter(<AlertsPanel symbol={EURUSD} />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New price alert on EURUSD' });
    expect(await screen.findByText('No price alerts')).toBeTruthy();
    await user.selectOptions(within(form).getByLabelText('When'), 'below');
    await user.type(within(form).getByLabelText('Price'), '1.08000');
    await user.type(within(form).getByLabelText('Note (optional)'), 'Support');
    await user.click(within(form).getByRole('button', { name: 'Set alert' }));

    const list = await screen.findByRole('list', { name: 'Price alerts on EURUSD' });
    expect(within(list).getByText('EURUSD bid below 1.08000')).toBeTruthy();
    expect(within(list).getByText('Waiting')).toBeTruthy();
    const sent = server().requests.find((request) => request.path === '/api/v1/alerts/create');
    expect(sent?.body).toEqual({ instrument_id: 'EURUSD', condition: 'below', price: '1.08000', note: 'Support' });
  });

  it("shows the server's reason beside the price when the bid already meets the alert, and sends nothing for an empty price", async () => {
    const message = 'EURUSD is already at or above 1.08000 (bid 1.08500): choose a price above the bid';
    server().route({
      'POST /api/v1/alerts/create': {
        status: 422,
        json: { statusCode: 422, code: 'validation_failed', message, fields: [{ path: 'price', message }] },
      },
    });
    renderWithRouter(<AlertsPanel symbol={EURUSD} />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'New price alert on EURUSD' });
    await user.click(within(form).getByRole('button', { name: 'Set alert' }));
    expect(await within(form).findByText('Enter the price to be alerted at')).toBeTruthy();
    expect(server().count('POST /api/v1/alerts/create')).toBe(0);

    await user.type(within(form).getByLabelText('Price'), '1.08000');
    await user.click(within(form).getByRole('button', { name: 'Set alert' }));
    expect((await within(form).findAllByText(message)).length).toBeGreaterThan(0);
  });

  it('lists a reached alert with the bid and time, and deletes it', async () => {
    alerts = [makeAlert({ status: 'triggered', triggered_at: '2026-11-23T11:00:00.000Z', triggered_price: '1.09004' })];
    server().route({
      'POST /api/v1/alerts/delete': () => {
        alerts = [];
        return { delayMs: 200, json: { alerts } };
      },
    });
    renderWithRouter(<AlertsPanel symbol={EURUSD} />);
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Price alerts on EURUSD' });
    expect(within(list).getByText('Reached')).toBeTruthy();
    expect(within(list).getByText(/Reached at 1\.09004 on/)).toBeTruthy();
    const remove = within(list).getByRole('button', { name: 'Delete the alert EURUSD bid above 1.09000' });
    await user.click(remove);
    // Busy while asked, so a second press sends nothing more.
    await waitFor(() => expect(remove.getAttribute('aria-busy')).toBe('true'));
    expect(remove).toHaveProperty('disabled', true);
    await waitFor(() => expect(screen.getByText('No price alerts')).toBeTruthy());
    expect(server().count('POST /api/v1/alerts/delete')).toBe(1);
  });
});
