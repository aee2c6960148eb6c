/**
 * The account area's HTML, as WooCommerce's `templates/myaccount/*.php` print it (nl_NL strings),
 * inside Elementor Pro's My Account widget wrapper (reference/elementor-widgets.md 5.7:
 * `div.e-my-account-tab.e-my-account-tab__{endpoint}` around `[woocommerce_my_account]`). Pure:
 * routes/account.ts gathers the data and the nonces.
 */
import type { AccountOrder, Address, Customer } from '../storage/accounts';
import { esc } from '../html';

/** esc_html / esc_attr. */
export { esc } from '../html';

/** The account page (WooCommerce's `myaccount` page: the widget's page). */
export const ACCOUNT_PATH = '/mijn-account/';
/** The Elementor widget's id on the demo page. */
export const ACCOUNT_WIDGET_ID = 'a7c0u9t';

export type Endpoint = 'dashboard' | 'orders' | 'view-order' | 'edit-address' | 'edit-account' | 'lost-password' | 'customer-logout';

/** WooCommerce's account menu (wc_get_account_menu_items, nl_NL), downloads and payment methods left out (the demo sells neither). */
export const MENU: readonly { endpoint: Endpoint; label: string }[] = [
  { endpoint: 'dashboard', label: 'Dashboard' },
  { endpoint: 'orders', label: 'Bestellingen' },
  { endpoint: 'edit-address', label: 'Adressen' },
  { endpoint: 'edit-account', label: 'Accountgegevens' },
  { endpoint: 'customer-logout', label: 'Uitloggen' },
];

export const endpointUrl = (endpoint: Endpoint, value = ''): string => (endpoint === 'dashboard' ? ACCOUNT_PATH : `${ACCOUNT_PATH}${endpoint}/${value ? `${value}/` : ''}`);

export interface Notice {
  type: 'error' | 'message' | 'info';
  text: string;
}

/** wc_print_notices: errors as WooCommerce 8+ prints them (role=alert), messages and info as role=status. */
export function notices(list: readonly Notice[]): string {
  const out = list.map((n) =>
    n.type === 'error'
      ? `<ul class="woocommerce-error" role="alert"><li>${esc(n.text)}</li></ul>`
      : `<div class="woocommerce-${n.type}" role="status">${esc(n.text)}</div>`,
  );
  return `<div class="woocommerce-notices-wrapper">${out.join('')}</div>`;
}

const required = '&nbsp;<span class="required" aria-hidden="true">*</span><span class="screen-reader-text">Verplicht</span>';

function row(cls: string, id: string, name: string, label: string, input: string): string {
  return `<p class="woocommerce-form-row woocommerce-form-row--${cls} form-row form-row-${cls === 'first' || cls === 'last' ? cls : 'wide'}" id="${esc(id)}_field"><label for="${esc(id)}">${label}</label>${input}</p>`.replace('NAME', esc(name));
}

function nonceField(field: string, nonce: string, referer: string): string {
  return `<input type="hidden" id="${esc(field)}" name="${esc(field)}" value="${esc(nonce)}" /><input type="hidden" name="_wp_http_referer" value="${esc(referer)}" />`;
}

export interface LoginView {
  loginNonce: string;
  registerNonce: string;
  referer: string;
  username?: string;
  regEmail?: string;
}

/** form-login.php with registration on (`woocommerce_enable_myaccount_registration`), usernames and passwords chosen as WooCommerce's defaults: e-mail as the login, the password typed. */
export function loginForms(v: LoginView): string {
  return `<div class="u-columns col2-set" id="customer_login">
<div class="u-column1 col-1">
<h2>Inloggen</h2>
<form class="woocommerce-form woocommerce-form-login login" method="post" novalidate>
${row('wide', 'username', 'username', `E-mailadres${required}`, `<input type="email" class="woocommerce-Input woocommerce-Input--text input-text" name="username" id="username" autocomplete="username" value="${esc(v.username ?? '')}" required aria-required="true" />`)}
${row('wide', 'password', 'password', `Wachtwoord${required}`, `<input class="woocommerce-Input woocommerce-Input--text input-text" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true" />`)}
<p class="form-row"><label class="woocommerce-form__label woocommerce-form__label-for-checkbox woocommerce-form-login__rememberme"><input class="woocommerce-form__input woocommerce-form__input-checkbox" name="rememberme" type="checkbox" id="rememberme" value="forever" /> <span>Onthoud mij</span></label>
${nonceField('woocommerce-login-nonce', v.loginNonce, v.referer)}
<button type="submit" class="woocommerce-button button woocommerce-form-login__submit" name="login" value="Inloggen">Inloggen</button></p>
<p class="woocommerce-LostPassword lost_password"><a href="${endpointUrl('lost-password')}">Wachtwoord vergeten?</a></p>
</form>
</div>
<div class="u-column2 col-2">
<h2>Registreren</h2>
<form method="post" class="woocommerce-form woocommerce-form-register register">
${row('wide', 'reg_email', 'email', `E-mailadres${required}`, `<input type="email" class="woocommerce-Input woocommerce-Input--text input-text" name="email" id="reg_email" autocomplete="email" value="${esc(v.regEmail ?? '')}" required aria-required="true" />`)}
${row('wide', 'reg_password', 'password', `Wachtwoord${required}`, `<input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password" id="reg_password" autocomplete="new-password" minlength="8" required aria-required="true" />`)}
<div class="woocommerce-privacy-policy-text"><p>Je persoonlijke gegevens worden gebruikt om je bestellingen te verwerken en je account te beheren, zoals beschreven in ons <a href="/contact.html#privacy" class="woocommerce-privacy-policy-link">privacybeleid</a>.</p></div>
<p class="woocommerce-form-row form-row">${nonceField('woocommerce-register-nonce', v.registerNonce, v.referer)}<button type="submit" class="woocommerce-Button woocommerce-button button woocommerce-form-register__submit" name="register" value="Registreren">Registreren</button></p>
</form>
</div>
</div>`;
}

/** form-lost-password.php. */
export function lostPasswordForm(nonce: string, referer: string): string {
  return `<form method="post" class="woocommerce-ResetPassword lost_reset_password">
<p>Wachtwoord vergeten? Vul je e-mailadres in. Je ontvangt een link om een nieuw wachtwoord aan te maken.</p>
${row('first', 'user_login', 'user_login', `E-mailadres${required}`, `<input class="woocommerce-Input woocommerce-Input--text input-text" type="email" name="user_login" id="user_login" autocomplete="username" required aria-required="true" />`)}
<div class="clear"></div>
<p class="woocommerce-form-row form-row"><input type="hidden" name="wc_reset_password" value="true" /><button type="submit" class="woocommerce-Button button" value="Wachtwoord herstellen">Wachtwoord herstellen</button></p>
${nonceField('woocommerce-lost-password-nonce', nonce, referer)}
</form>`;
}

/** lost-password-confirmation.php. */
export const lostPasswordSent = (): string =>
  `<p>Als er een account bij dit e-mailadres hoort, is er een link verstuurd om je wachtwoord te herstellen. Het kan een paar minuten duren voordat die in je inbox staat. Wacht minstens 10 minuten voordat je het opnieuw probeert.</p>`;

/** form-reset-password.php. */
export function resetPasswordForm(nonce: string, referer: string, key: string, login: string): string {
  return `<form method="post" class="woocommerce-ResetPassword lost_reset_password">
<p>Vul hieronder een nieuw wachtwoord in.</p>
${row('first', 'password_1', 'password_1', `Nieuw wachtwoord${required}`, `<input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password_1" id="password_1" autocomplete="new-password" minlength="8" required aria-required="true" />`)}
${row('last', 'password_2', 'password_2', `Herhaal nieuw wachtwoord${required}`, `<input type="password" class="woocommerce-Input woocommerce-Input--text input-text" name="password_2" id="password_2" autocomplete="new-password" required aria-required="true" />`)}
<input type="hidden" name="reset_key" value="${esc(key)}" /><input type="hidden" name="reset_login" value="${esc(login)}" />
<div class="clear"></div>
<p class="woocommerce-form-row form-row"><input type="hidden" name="wc_reset_password" value="true" /><button type="submit" class="woocommerce-Button button" value="Opslaan">Opslaan</button></p>
${nonceField('woocommerce-reset-password-nonce', nonce, referer)}
</form>`;
}

/** navigation.php. */
export function navigation(current: Endpoint, logoutUrl: string): string {
  const items = MENU.map((m) => {
    const active = m.endpoint === current || (current === 'view-order' && m.endpoint === 'orders');
    const href = m.endpoint === 'customer-logout' ? logoutUrl : endpointUrl(m.endpoint);
    return `<li class="woocommerce-MyAccount-navigation-link woocommerce-MyAccount-navigation-link--${m.endpoint}${active ? ' is-active' : ''}"><a href="${esc(href)}"${active ? ' aria-current="page"' : ''}>${esc(m.label)}</a></li>`;
  });
  return `<nav class="woocommerce-MyAccount-navigation" aria-label="Accountpagina's"><ul>${items.join('')}</ul></nav>`;
}

/** dashboard.php. */
export function dashboard(c: Customer, logoutUrl: string): string {
  const name = c.displayName || c.email;
  return `<h2 class="se-account-title">Dashboard</h2>
<p>Hallo <strong>${esc(name)}</strong> (niet <strong>${esc(name)}</strong>? <a href="${esc(logoutUrl)}">Uitloggen</a>)</p>
<p>Vanaf het dashboard van je account kun je je <a href="${endpointUrl('orders')}">recente bestellingen</a> bekijken, je <a href="${endpointUrl('edit-address')}">verzend- en factuuradressen</a> beheren en <a href="${endpointUrl('edit-account')}">je wachtwoord en accountgegevens bewerken</a>.</p>`;
}

/** WooCommerce's order statuses as its Dutch translation names them (the account area and the admin area). */
export const ORDER_STATUS_NL: Readonly<Record<string, string>> = {
  pending: 'In afwachting van betaling',
  processing: 'In behandeling',
  'on-hold': 'In de wacht',
  completed: 'Afgerond',
  cancelled: 'Geannuleerd',
  refunded: 'Terugbetaald',
  failed: 'Mislukt',
  'checkout-draft': 'Concept',
};
export const statusName = (s: string): string => ORDER_STATUS_NL[s] ?? s;

/** wc_price for euros, nl_NL: "€ 12,50". */
export function price(minor: number, currency = 'EUR'): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.round(minor));
  const text = `${Math.floor(abs / 100).toLocaleString('nl-NL')},${String(abs % 100).padStart(2, '0')}`;
  const symbol = currency === 'EUR' ? '€' : currency;
  return `<span class="woocommerce-Price-amount amount"><bdi>${sign}<span class="woocommerce-Price-currencySymbol">${esc(symbol)}</span>&nbsp;${text}</bdi></span>`;
}

const dateFormat = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' });
const isoDate = (unix: number) => new Date(unix * 1000).toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** orders.php. */
export function ordersTable(orders: readonly AccountOrder[]): string {
  if (orders.length === 0) {
    return `<h2 class="se-account-title">Bestellingen</h2>${notices([{ type: 'info', text: 'Er zijn nog geen bestellingen geplaatst.' }])}<p><a class="woocommerce-Button button" href="/winkel.html">Producten bekijken</a></p>`;
  }
  const rows = orders.map((o) => {
    const items = o.itemCount === 1 ? '1 artikel' : `${o.itemCount} artikelen`;
    return `<tr class="woocommerce-orders-table__row woocommerce-orders-table__row--status-${esc(o.status)} order">
<th class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-number" data-title="Bestelling" scope="row"><a href="${endpointUrl('view-order', String(o.id))}" aria-label="Bekijk bestelnummer ${esc(o.number)}">#${esc(o.number)}</a></th>
<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-date" data-title="Datum"><time datetime="${isoDate(o.created)}">${esc(dateFormat.format(o.created * 1000))}</time></td>
<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-status" data-title="Status">${esc(statusName(o.status))}</td>
<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-total" data-title="Totaal">${price(o.total, o.currency)} voor ${items}</td>
<td class="woocommerce-orders-table__cell woocommerce-orders-table__cell-order-actions" data-title="Acties"><a href="${endpointUrl('view-order', String(o.id))}" class="woocommerce-button button view" aria-label="Bekijk bestelnummer ${esc(o.number)}">Bekijken</a></td>
</tr>`;
  });
  return `<h2 class="se-account-title">Bestellingen</h2>
<table class="woocommerce-orders-table woocommerce-MyAccount-orders shop_table shop_table_responsive my_account_orders account-orders-table">
<thead><tr><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-number"><span class="nobr">Bestelling</span></th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-date"><span class="nobr">Datum</span></th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-status"><span class="nobr">Status</span></th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-total"><span class="nobr">Totaal</span></th><th scope="col" class="woocommerce-orders-table__header woocommerce-orders-table__header-order-actions"><span class="nobr">Acties</span></th></tr></thead>
<tbody>${rows.join('')}</tbody>
</table>`;
}

/** wc_get_account_formatted_address, the Dutch format: name, company, street, postcode + city, country outside NL. */
export function formatAddress(a: Address): string {
  const lines = [[a.first_name, a.last_name].filter(Boolean).join(' '), a.company, a.address_1, a.address_2, [a.postcode, a.city].filter(Boolean).join(' '), a.country && a.country !== 'NL' ? (COUNTRIES[a.country] ?? a.country) : ''];
  return lines
    .filter((l): l is string => !!l)
    .map(esc)
    .join('<br/>');
}

/**
 * view-order.php + order/order-details.php: the lines with BTW as an NL shop shows its prices, the
 * totals WooCommerce lists (subtotal, shipping, payment method, total with "waarvan € x BTW"), the
 * billing address and, for a delivery, the shipping address (a pick-up order says where instead).
 */
export function viewOrder(o: AccountOrder): string {
  const lines = o.lines
    .map((l) => `<tr class="woocommerce-table__line-item order_item"><td class="woocommerce-table__product-name product-name">${esc(l.name)} <strong class="product-quantity">×&nbsp;${l.quantity}</strong></td><td class="woocommerce-table__product-total product-total">${price(l.total, o.currency)}</td></tr>`)
    .join('');
  const subtotal = o.lines.reduce((n, l) => n + l.total, 0);
  const row = (label: string, value: string) => `<tr><th scope="row">${label}</th><td>${value}</td></tr>`;
  const shippingRow = o.shippingName ? row('Verzending:', o.shippingTotal > 0 ? `${price(o.shippingTotal, o.currency)} <small class="shipped_via">via ${esc(o.shippingName)}</small>` : esc(o.shippingName)) : '';
  const taxNote = o.tax > 0 ? ` <small class="includes_tax">(waarvan ${price(o.tax, o.currency)} BTW)</small>` : '';
  const delivery = o.pickup
    ? `<div class="woocommerce-column woocommerce-column--2 woocommerce-column--pickup col-2"><h3 class="woocommerce-column__title">Afhalen</h3><p>${esc(o.shippingName || 'Afhalen in de winkel')}</p></div>`
    : `<div class="woocommerce-column woocommerce-column--2 woocommerce-column--shipping-address col-2"><h3 class="woocommerce-column__title">Verzendadres</h3><address>${formatAddress(o.shipping) || 'N.v.t.'}</address></div>`;
  return `<h2 class="se-account-title">Bestelling #${esc(o.number)}</h2>
<p>Bestelling #<mark class="order-number">${esc(o.number)}</mark> is geplaatst op <mark class="order-date">${esc(dateFormat.format(o.created * 1000))}</mark> en is momenteel <mark class="order-status">${esc(statusName(o.status))}</mark>.</p>
<section class="woocommerce-order-details"><h3 class="woocommerce-order-details__title">Bestelgegevens</h3>
<table class="woocommerce-table woocommerce-table--order-details shop_table order_details"><thead><tr><th scope="col" class="woocommerce-table__product-name product-name">Product</th><th scope="col" class="woocommerce-table__product-table product-total">Subtotaal</th></tr></thead>
<tbody>${lines}</tbody>
<tfoot>${row('Subtotaal:', price(subtotal, o.currency))}${shippingRow}${o.paymentMethodTitle ? row('Betaalmethode:', esc(o.paymentMethodTitle)) : ''}${row('Totaal:', `${price(o.total, o.currency)}${taxNote}`)}</tfoot></table></section>
<section class="woocommerce-customer-details"><section class="woocommerce-columns woocommerce-columns--2 woocommerce-columns--addresses col2-set addresses">
<div class="woocommerce-column woocommerce-column--1 woocommerce-column--billing-address col-1"><h3 class="woocommerce-column__title">Factuuradres</h3><address>${formatAddress(o.billing) || 'N.v.t.'}</address></div>
${delivery}
</section></section>`;
}

/** my-address.php. */
export function myAddresses(c: Customer): string {
  const col = (kind: 'billing' | 'shipping', title: string, n: 1 | 2) => {
    const text = formatAddress(kind === 'billing' ? c.billing : c.shipping);
    return `<div class="u-column${n} col-${n} woocommerce-Address"><header class="woocommerce-Address-title title"><h3>${title}</h3><a href="${endpointUrl('edit-address', kind)}" class="edit">${text ? 'Bewerk' : 'Toevoegen'} ${title.toLowerCase()}</a></header><address>${text || 'Je hebt dit type adres nog niet ingesteld.'}</address></div>`;
  };
  return `<h2 class="se-account-title">Adressen</h2><p>De volgende adressen worden standaard gebruikt op de afrekenpagina.</p>
<div class="u-columns woocommerce-Addresses col2-set addresses">${col('billing', 'Factuuradres', 1)}${col('shipping', 'Verzendadres', 2)}</div>`;
}

/** The countries the demo's address form offers (the checkout's list is the Store API's). */
export const COUNTRIES: Record<string, string> = { NL: 'Nederland', BE: 'België', DE: 'Duitsland' };

/** The fields of WooCommerce's address form (WC_Countries::get_address_fields for NL), in order. */
export const ADDRESS_FIELDS: readonly { key: string; label: string; required: boolean; autocomplete: string; cls: 'first' | 'last' | 'wide'; type?: string; billingOnly?: boolean }[] = [
  { key: 'first_name', label: 'Voornaam', required: true, autocomplete: 'given-name', cls: 'first' },
  { key: 'last_name', label: 'Achternaam', required: true, autocomplete: 'family-name', cls: 'last' },
  { key: 'company', label: 'Bedrijfsnaam (optioneel)', required: false, autocomplete: 'organization', cls: 'wide' },
  { key: 'country', label: 'Land/regio', required: true, autocomplete: 'country', cls: 'wide' },
  { key: 'address_1', label: 'Straat en huisnummer', required: true, autocomplete: 'address-line1', cls: 'wide' },
  { key: 'address_2', label: 'Toevoeging (optioneel)', required: false, autocomplete: 'address-line2', cls: 'wide' },
  { key: 'postcode', label: 'Postcode', required: true, autocomplete: 'postal-code', cls: 'wide' },
  { key: 'city', label: 'Plaats', required: true, autocomplete: 'address-level2', cls: 'wide' },
  { key: 'phone', label: 'Telefoon', required: true, autocomplete: 'tel', cls: 'wide', type: 'tel', billingOnly: true },
  { key: 'email', label: 'E-mailadres', required: true, autocomplete: 'email', cls: 'wide', type: 'email', billingOnly: true },
];

/** form-edit-address.php for one address. */
export function editAddressForm(kind: 'billing' | 'shipping', values: Address, nonce: string, referer: string): string {
  const title = kind === 'billing' ? 'Factuuradres' : 'Verzendadres';
  const fields = ADDRESS_FIELDS.filter((f) => kind === 'billing' || !f.billingOnly).map((f) => {
    const id = `${kind}_${f.key}`;
    const label = `${esc(f.label)}${f.required ? required : ''}`;
    const value = values[f.key] ?? '';
    const req = f.required ? ' required aria-required="true"' : '';
    const input =
      f.key === 'country'
        ? `<select name="${id}" id="${id}" autocomplete="country" class="country_to_state country_select"${req}>${Object.entries(COUNTRIES)
            .map(([code, name]) => `<option value="${code}"${(value || 'NL') === code ? ' selected="selected"' : ''}>${esc(name)}</option>`)
            .join('')}</select>`
        : `<input type="${f.type ?? 'text'}" class="input-text" name="${id}" id="${id}" autocomplete="${f.autocomplete}" value="${esc(value)}"${req} />`;
    return `<p class="form-row form-row-${f.cls}${f.required ? ' validate-required' : ''}" id="${id}_field"><label for="${id}">${label}</label><span class="woocommerce-input-wrapper">${input}</span></p>`;
  });
  return `<form method="post" novalidate>
<h2 class="se-account-title">${title}</h2>
<div class="woocommerce-address-fields"><div class="woocommerce-address-fields__field-wrapper">${fields.join('\n')}</div>
<p><button type="submit" class="button" name="save_address" value="Adres opslaan">Adres opslaan</button>${nonceField('woocommerce-edit-address-nonce', nonce, referer)}<input type="hidden" name="action" value="edit_address" /></p>
</div></form>`;
}

/** form-edit-account.php. */
export function editAccountForm(c: Customer, nonce: string, referer: string): string {
  return `<h2 class="se-account-title">Accountgegevens</h2>
<form class="woocommerce-EditAccountForm edit-account" action="" method="post">
<p class="woocommerce-form-row woocommerce-form-row--first form-row form-row-first"><label for="account_first_name">Voornaam${required}</label><input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="account_first_name" id="account_first_name" autocomplete="given-name" value="${esc(c.firstName)}" aria-required="true" required /></p>
<p class="woocommerce-form-row woocommerce-form-row--last form-row form-row-last"><label for="account_last_name">Achternaam${required}</label><input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="account_last_name" id="account_last_name" autocomplete="family-name" value="${esc(c.lastName)}" aria-required="true" required /></p>
<div class="clear"></div>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="account_display_name">Weergavenaam${required}</label><input type="text" class="woocommerce-Input woocommerce-Input--text input-text" name="account_display_name" id="account_display_name" aria-describedby="account_display_name_description" value="${esc(c.displayName)}" aria-required="true" required /> <span id="account_display_name_description"><em>Zo wordt je naam weergegeven in het accountgedeelte</em></span></p>
<div class="clear"></div>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="account_email">E-mailadres${required}</label><input type="email" class="woocommerce-Input woocommerce-Input--email input-text" name="account_email" id="account_email" autocomplete="email" value="${esc(c.email)}" aria-required="true" required /></p>
<fieldset><legend>Wachtwoord wijzigen</legend>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="password_current">Huidig wachtwoord (laat leeg om niet te wijzigen)</label><input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="password_current" id="password_current" autocomplete="current-password" /></p>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="password_1">Nieuw wachtwoord (laat leeg om niet te wijzigen)</label><input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="password_1" id="password_1" autocomplete="new-password" /></p>
<p class="woocommerce-form-row woocommerce-form-row--wide form-row form-row-wide"><label for="password_2">Bevestig nieuw wachtwoord</label><input type="password" class="woocommerce-Input woocommerce-Input--password input-text" name="password_2" id="password_2" autocomplete="new-password" /></p>
</fieldset>
<div class="clear"></div>
<p>${nonceField('save-account-details-nonce', nonce, referer)}<button type="submit" class="woocommerce-Button button" name="save_account_details" value="Wijzigingen opslaan">Wijzigingen opslaan</button><input type="hidden" name="action" value="save_account_details" /></p>
</form>`;
}

/** Elementor's widget wrapper around the account area (my-account.php render_html_front_end). */
export function widget(endpoint: Endpoint, inner: string): string {
  return `<div class="elementor-element elementor-element-${ACCOUNT_WIDGET_ID} e-my-account-tabs-vertical elementor-widget elementor-widget-woocommerce-my-account" data-id="${ACCOUNT_WIDGET_ID}" data-element_type="widget" data-widget_type="woocommerce-my-account.default"><div class="elementor-widget-container"><div class="e-my-account-tab e-my-account-tab__${endpoint} "><div class="woocommerce">${inner}</div></div></div></div>`;
}

/** my-account.php: navigation + content (logged in). */
export const loggedInArea = (endpoint: Endpoint, logoutUrl: string, content: string, note: readonly Notice[]): string =>
  `${navigation(endpoint, logoutUrl)}<div class="woocommerce-MyAccount-content">${notices(note)}${content}</div>`;
