import { expect, test } from '../../support/fixtures';

/** The fields of the calendars' entries these tests read (the contract is in @beurs/domain). */
interface EconomicCalendarEntry {
  time: string;
  country: string;
  event: string;
  importance: 'low' | 'medium' | 'high';
}
interface EarningsCalendarEntry {
  company: string;
}

test.describe('calendars', () => {
  test("the economic calendar shows the server's entries and filters them by importance and country", async ({ page, request }) => {
    const answer = (await (await request.get('/api/v1/celendar/ecomomic')).json()) as { celendar: EconomicCalendarEntry[] };
    expect(answer.celendar.length).toBeGreaterThan(0);
    await page.goto('/economic-calendar');
    const table = page.getByRole('table', { name: 'Economic events' });
    await expect(table.getByRole('row')).toHaveCount(answer.celendar.length + 1);
    for (const entry of answer.celendar.slice(0, 5)) await expect(table).toContainText(entry.event);

    await page.getByLabel('Importance').selectOption('high');
    const high = answer.celendar.filter((entry) => entry.importance === 'high');
    await expect(page.getByRole('status')).toHaveText(`${high.length} ${high.length === 1 ? 'event' : 'events'} found.`);
    await expect(table.getByRole('row')).toHaveCount(high.length + 1);

    const country = high[0]?.country ?? answer.celendar[0]?.country ?? '';
    await page.getByLabel('Country').selectOption(country);
    const both = high.filter((entry) => entry.country === country);
    await expect(table.getByRole('row')).toHaveCount(both.length + 1);
    for (const entry of both) await expect(table).toContainText(entry.event);
  });

  test('the economic calendar filters by date', async ({ page, request }) => {
    const answer = (await (await request.get('/api/v1/celendar/ecomomic')).json()) as { celendar: EconomicCalendarEntry[] };
    const day = answer.celendar.at(-1)?.time.slice(0, 10) ?? '';
    const onDay = (
      (await (await request.get(`/api/v1/celendar/ecomomic?from=${day}&to=${day}`)).json()) as { celendar: EconomicCalendarEntry[] }
    ).celendar;
    await page.goto('/economic-calendar');
    await expect(page.getByRole('table', { name: 'Economic events' })).toBeVisible();
    await page.getByLabel('From').fill(day);
    await page.getByLabel('To').fill(day);
    await expect(page.getByRole('status')).toHaveText(`${onDay.length} ${onDay.length === 1 ? 'event' : 'events'} found.`);
  });

  test("the earnings calendar shows the server's entries", async ({ page, request }) => {
    const answer = (await (await request.get('/api/v1/celendar/earning')).json()) as { celendar: EarningsCalendarEntry[] };
    expect(answer.celendar.length).toBeGreaterThan(0);
    await page.goto('/earnings-calendar');
    const table = page.getByRole('table', { name: 'Earnings reports' });
    await expect(table.getByRole('row')).toHaveCount(answer.celendar.length + 1);
    for (const entry of answer.celendar.slice(0, 5)) await expect(table).toContainText(entry.company);
    await expect(page.getByLabel('Importance')).toHaveCount(0);
  });

  test('an empty range says that nothing matches', async ({ page }) => {
    await page.goto('/economic-calendar');
    await expect(page.getByRole('table', { name: 'Economic events' })).toBeVisible();
    await page.getByLabel('From').fill('2001-01-01');
    await page.getByLabel('To').fill('2001-01-02');
    await expect(page.getByRole('heading', { name: 'No events match these filters' })).toBeVisible();
  });
});
