/**
 * <wc-my-account> on the bakery's account page against the reference backend (react project only:
 * a light tag): the seeded demo customer logs in through WooCommerce's own POST form, sees the
 * orders tab, switches tabs without a page load, goes back with the browser, and logs out through
 * Elementor's link. Behaviour detail is in tests/browser/wc-my-account.test.ts, the session rules in
 * tests/backend/account.test.ts.
 */
import { DEMO_CUSTOMER } from '../../demo/server/storage/accounts';
import { axe, expect, test } from './fixtures';

test('log in, orders, tabs without a page load, back, log out', async ({ page, problems }) => {
  await page.context().clearCookies();
  await page.goto('/mijn-account/');
  const account = page.locator('wc-my-account');
  await expect(account).toHaveAttribute('data-enhanced', '');
  const login = page.locator('form.woocommerce-form-login');
  // Inline validation first: nothing typed, nothing sent.
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(login.getByRole('textbox', { name: /E-mailadres/ })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/mijn-account\/$/);
  await login.getByRole('textbox', { name: /E-mailadres/ }).fill(DEMO_CUSTOMER.email);
  await login.getByLabel(/^Wachtwoord/).fill(DEMO_CUSTOMER.password);
  await login.getByRole('button', { name: 'Wachtwoord tonen' }).click();
  await expect(login.getByRole('textbox', { name: /^Wachtwoord/ })).toHaveValue(DEMO_CUSTOMER.password);
  await login.getByRole('button', { name: 'Inloggen' }).click();
  await expect(page.getByText('Hallo Sanne')).toBeVisible();
  // The login loaded a new page: its tag upgrades again before the tabs are ours (before it, a click
  // on a tab is the browser's own page load; a loaded CI run clicked that early once).
  await expect(account).toHaveAttribute('data-enhanced', '');

  // From here on no page load: a marker on window survives every tab.
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const nav = page.getByRole('navigation', { name: "Accountpagina's" });
  const heading = page.locator('.woocommerce-MyAccount-content h2');
  await nav.getByRole('link', { name: 'Bestellingen' }).click();
  await expect(heading).toHaveText('Bestellingen');
  await expect(page).toHaveURL(/\/mijn-account\/orders\/$/);
  await expect(heading).toBeFocused();
  await expect(page.locator('.woocommerce-MyAccount-content')).toContainText('Er zijn nog geen bestellingen geplaatst.');
  await expect(nav.getByRole('link', { name: 'Bestellingen' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Adressen' }).click();
  await expect(heading).toHaveText('Adressen');
  await expect(page.locator('.woocommerce-Addresses')).toContainText('Lindenlaan 8');
  expect(await axe(page, 'main')).toEqual([]);
  await page.goBack();
  await expect(heading).toHaveText('Bestellingen');
  await expect(page).toHaveURL(/\/mijn-account\/orders\/$/);
  await page.goBack();
  await expect(heading).toHaveText('Dashboard');
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

  // Logout: Elementor's link (its parameters and WooCommerce's nonce), back on the account page as a guest.
  const logout = nav.getByRole('link', { name: 'Uitloggen' });
  await expect(logout).toHaveAttribute('href', /elementor_wc_logout=true&elementor_my_account_redirect=.*&_wpnonce=[0-9a-f]{10}$/);
  await logout.click();
  await expect(page).toHaveURL(/\/mijn-account\/\?se-notice=logged-out$/);
  await expect(page.getByText('Je bent uitgelogd.')).toBeVisible();
  await expect(login).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
});
