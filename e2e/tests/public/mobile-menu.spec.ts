import { expect, test } from '../../support/fixtures';

test.use({ viewport: { width: 375, height: 740 } });

test.describe('the mobile menu at 375 px', () => {
  test('opens and closes from the keyboard, with focus managed', async ({ page }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    const menu = navigation.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation.getByRole('link', { name: 'Markets' })).toBeHidden();

    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(navigation.getByRole('link', { name: 'Markets' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(navigation.getByRole('link', { name: 'Calendars' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(navigation.getByRole('link', { name: 'Markets' })).toBeHidden();
  });

  test('follows a link, closes, and shows the page', async ({ page }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('button', { name: 'Menu' }).click();
    await navigation.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    await expect(navigation.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on a click outside', async ({ page }) => {
    await page.goto('/');
    const navigation = page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('button', { name: 'Menu' }).click();
    await expect(navigation.getByRole('link', { name: 'Learn' })).toBeVisible();
    await page.getByRole('complementary', { name: 'Risk warning' }).click();
    await expect(navigation.getByRole('link', { name: 'Learn' })).toBeHidden();
  });

  test('the page does not scroll sideways', async ({ page }) => {
    for (const path of ['/', '/markets/all', '/economic-calendar', '/registration']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
