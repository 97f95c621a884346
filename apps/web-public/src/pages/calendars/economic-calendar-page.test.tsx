import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EconomicCalendarEntry } from '@beurs/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/render-page';
import { startTestServer, type Handler, type TestServer } from '../../test/test-server';
import EconomicCalendarPage from './economic-calendar-page';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const ENTRIES: EconomicCalendarEntry[] = [
  {
    id: '0b6a3b63-6d6c-4c36-9d1f-3a3e0f3c0001',
    time: '2026-11-18T09:00:00.000Z',
    country: 'Eurozone',
    currency: 'EUR',
    event: 'HCOB Composite PMI flash',
    importance: 'high',
    actual: '48.1',
    forecast: '50.0',
    previous: '50.0',
  },
  {
    id: '0b6a3b63-6d6c-4c36-9d1f-3a3e0f3c0002',
    time: '2026-11-25T13:00:00.000Z',
    country: 'Germany',
    currency: 'EUR',
    event: 'Consumer Price Index (YoY) preliminary',
    importance: 'medium',
    actual: null,
    forecast: '2.3%',
    previous: '2.0%',
  },
];

async function openCalendar(handler: Handler) {
  server = await startTestServer(handler);
  renderPage(<EconomicCalendarPage />, { baseUrl: server.url, at: '/economic-calendar' });
  return { user: userEvent.setup(), server };
}

const calendarCalls = (api: TestServer) => api.requests.filter((request) => request.path === '/api/v1/celendar/ecomomic');

describe('EconomicCalendarPage', () => {
  it("shows a loading state, then the server's entries without signing in", async () => {
    const { server: api } = await openCalendar(() => ({ json: { celendar: ENTRIES }, delayMs: 100 }));
    expect(screen.getByRole('status').textContent).toContain('Loading events');
    const table = await screen.findByRole('table', { name: 'Economic events' });
    expect(within(table).getByText('HCOB Composite PMI flash')).toBeTruthy();
    expect(within(table).getByText('Consumer Price Index (YoY) preliminary')).toBeTruthy();
    expect(within(table).getByText('High')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 events found.');
    const [call] = calendarCalls(api);
    expect(call?.query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(call?.query.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('sends the date, country and importance filters to the server', async () => {
    const { user, server: api } = await openCalendar((request) => {
      const country = request.query.get('country');
      return { json: { celendar: ENTRIES.filter((entry) => !country || entry.country === country) } };
    });
    await screen.findByRole('table', { name: 'Economic events' });
    await user.selectOptions(screen.getByLabelText('Country'), 'Germany');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('1 event found.'));
    await user.selectOptions(screen.getByLabelText('Importance'), 'High');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-20');
    await waitFor(() => {
      const last = calendarCalls(api).at(-1);
      expect(last?.query.get('country')).toBe('Germany');
      expect(last?.query.get('importance')).toBe('high');
      expect(last?.query.get('from')).toBe('2026-11-20');
    });
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('Germany');
    expect(screen.getByRole('option', { name: 'Eurozone' })).toBeTruthy();
  });

  it('says so when no event matches', async () => {
    await openCalendar(() => ({ json: { celendar: [] } }));
    expect(await screen.findByRole('heading', { name: 'No events match these filters' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's message, without logging, when it refuses the filters", async () => {
    const log = vi.spyOn(console, 'error');
    const message = 'A calendar request covers at most 366 days: choose a shorter range.';
    await openCalendar(() => ({
      status: 400,
      json: { statusCode: 400, code: 'validation_failed', message, fields: [{ path: 'to', message }] },
    }));
    expect(await screen.findByRole('heading', { name: 'These filters cannot be used' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(log).not.toHaveBeenCalled();
  });

  it('explains a range the server would refuse without asking it, and asks again once the range is fixed', async () => {
    const log = vi.spyOn(console, 'error');
    const { server: api } = await openCalendar(() => ({ json: { celendar: ENTRIES } }));
    await screen.findByRole('table', { name: 'Economic events' });
    const asked = calendarCalls(api).length;
    // The first of two dates picked: from 2001 to the default end, decades long for a moment. Set
    // as one change, as the date picker does: typed key by key on a loaded machine, a pause longer
    // than the filters' debounce would ask for a half-typed date the test is not about.
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '2001-01-01' } });
    expect(await screen.findByRole('heading', { name: 'These filters cannot be used' })).toBeTruthy();
    expect(screen.getByText('A calendar request covers at most 366 days: choose a shorter range.')).toBeTruthy();
    expect(calendarCalls(api)).toHaveLength(asked);
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2001-01-02' } });
    await waitFor(() => expect(calendarCalls(api).at(-1)?.query.get('to')).toBe('2001-01-02'));
    expect(calendarCalls(api).at(-1)?.query.get('from')).toBe('2001-01-01');
    expect(log).not.toHaveBeenCalled();
  });

  it('logs a failure, says the calendar could not be loaded, and tries again on request', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const { user } = await openCalendar(() => {
      calls += 1;
      return calls === 1 ? { status: 503, text: 'Service unavailable' } : { json: { celendar: ENTRIES } };
    });
    expect(await screen.findByRole('heading', { name: 'The events could not be loaded' })).toBeTruthy();
    expect(log).toHaveBeenCalledWith('Could not load the calendar', expect.anything());
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Economic events' })).toBeTruthy();
  });
});
