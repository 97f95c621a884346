import { test, expect } from '../../support/fixtures';
import { openTerminal, signUpAndSignIn } from './terminal-session';

test.describe('named watchlists at 1440×900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('makes a list, puts two instruments in it, lists only them, renames it and deletes it', async ({ page, request }) => {
    test.slow();
    const tokens = await signUpAndSignIn(request);
    await openTerminal(page, tokens, 'exchange');
    const list = page.getByRole('region', { name: 'Instrument list' });
    const search = list.getByLabel('Search');

    // The list is made in the dialog, with the instrument the exchange has selected.
    await search.fill('AAPL');
    await list.getByRole('button', { name: 'Lists…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your watchlists' });
    await dialog.getByLabel('New list').fill('Long term');
    await dialog.getByRole('button', { name: 'Create list' }).click();
    const longTerm = dialog.getByRole('listitem').filter({ hasText: 'Long term' });
    await longTerm.getByRole('button', { name: /^Add AAPL/ }).click();
    await expect(longTerm.getByText('1 instrument', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Picking another instrument (switching the chart) and adding it too.
    await search.fill('BTCUSD');
    await list.locator('tr[data-instrument-id="BTCUSD"]').click();
    await expect(page.getByRole('heading', { name: 'Trade BTCUSD' })).toBeVisible();
    await list.getByRole('button', { name: 'Lists…' }).click();
    await longTerm.getByRole('button', { name: /^Add BTCUSD/ }).click();
    await expect(longTerm.getByText('2 instruments', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The filter lists just that list, in the order the instruments were added, across types;
    // the lists are the account's, so a reload keeps them.
    await search.fill('');
    await page.reload();
    await list.getByLabel('Watchlist', { exact: true }).selectOption({ label: 'Long term' });
    await expect(list.locator('tr[data-instrument-id]')).toHaveCount(2);
    expect(
      await list.locator('tr[data-instrument-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-instrument-id'))),
    ).toEqual(['AAPL', 'BTCUSD']);

    // Renamed, then deleted after a confirmation: the exchange lists every instrument again.
    await list.getByRole('button', { name: 'Lists…' }).click();
    await longTerm.getByRole('button', { name: 'Rename Long term' }).click();
    await dialog.getByLabel('New name for Long term').fill('Core holdings');
    await dialog.getByRole('button', { name: 'Save name' }).click();
    const core = dialog.getByRole('listitem').filter({ hasText: 'Core holdings' });
    await core.getByRole('button', { name: 'Delete Core holdings' }).click();
    await core.getByRole('button', { name: 'Delete list' }).click();
    await expect(core).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(list.getByLabel('Watchlist', { exact: true })).toHaveValue('');
    await expect(list.locator('tr[data-instrument-id]').nth(2)).toBeVisible();
  });
});
