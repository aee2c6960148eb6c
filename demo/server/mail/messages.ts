/**
 * The site's five mails, each with its texts in both languages in one place (TEXTS of the mail),
 * rendered as subject, plain text and HTML. Everything a visitor typed is escaped in the HTML.
 */
import { esc, escLines, frame, money, rowsHtml, rowsText, type MailLocale, type Rendered } from './render';

interface Site {
  locale: MailLocale;
  siteName: string;
}

const FOOTER = {
  nl: (site: string) => `Deze e-mail is automatisch verstuurd door ${site}.`,
  en: (site: string) => `This e-mail was sent automatically by ${site}.`,
};

const button = (href: string, label: string) =>
  `<p><a href="${esc(href)}" style="display:inline-block;background:#8a4b2a;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none">${esc(label)}</a></p>`;

// ---------------------------------------------------------------------------------------------
// 1. The password-reset link.

const RESET = {
  nl: {
    subject: (site: string) => `[${site}] Wachtwoord herstellen`,
    hello: (name: string) => (name ? `Hallo ${name},` : 'Hallo,'),
    asked: (site: string) => `Iemand heeft gevraagd het wachtwoord van je account bij ${site} opnieuw in te stellen.`,
    action: 'Kies een nieuw wachtwoord',
    valid: (hours: number) => `De link werkt ${hours} uur en één keer.`,
    ignore: 'Heb je dit niet gevraagd? Dan kun je deze e-mail negeren: er verandert niets.',
  },
  en: {
    subject: (site: string) => `[${site}] Password reset`,
    hello: (name: string) => (name ? `Hi ${name},` : 'Hi,'),
    asked: (site: string) => `Someone has asked to reset the password of your account at ${site}.`,
    action: 'Choose a new password',
    valid: (hours: number) => `The link works for ${hours} hours, once.`,
    ignore: "If you didn't ask for this, you can ignore this e-mail: nothing changes.",
  },
};

export function passwordResetMail(site: Site, p: { name: string; link: string; validHours: number }): Rendered {
  const t = RESET[site.locale];
  const subject = t.subject(site.siteName);
  const text = [t.hello(p.name), '', t.asked(site.siteName), '', `${t.action}:`, p.link, '', t.valid(p.validHours), t.ignore, '', '-- ', FOOTER[site.locale](site.siteName)].join('\n');
  const body = `<p>${esc(t.hello(p.name))}</p>\n<p>${esc(t.asked(site.siteName))}</p>\n${button(p.link, t.action)}\n<p style="font-size:13px">${esc(p.link)}</p>\n<p>${esc(t.valid(p.validHours))} ${esc(t.ignore)}</p>`;
  return { subject, text: `${text}\n`, html: frame(site.locale, subject, body, FOOTER[site.locale](site.siteName)) };
}

// ---------------------------------------------------------------------------------------------
// 2 and 3. The order: the customer's confirmation and the shop's new-order notice.

export interface OrderMailInput {
  /** The order number as it appears in the mail (storage's ORDER_ID_SLOT when not known yet). */
  number: string;
  lines: readonly { name: string; quantity: number; total: number; total_tax: number }[];
  /** OrderSchema totals, amounts in cents (strings). */
  totals: Record<string, unknown>;
  currency: string;
  paymentMethod: string;
  paymentTitle: string;
  shippingName: string;
  note: string;
  billing: Record<string, unknown>;
  shipping: Record<string, unknown>;
  /** The order-received page, absolute. */
  link: string;
  /** The bank details, for an order paid by bank transfer (`bacs`). */
  bank?: { account_name: string; bank_name: string; iban: string; bic: string } | undefined;
  total: number;
}

const ORDER = {
  nl: {
    customerSubject: (site: string, n: string) => `Je bestelling #${n} bij ${site} is ontvangen`,
    adminSubject: (site: string, n: string) => `[${site}] Nieuwe bestelling #${n}`,
    hello: (name: string) => (name ? `Hallo ${name},` : 'Hallo,'),
    thanks: 'Bedankt voor je bestelling. We gaan ermee aan de slag.',
    bacsIntro: (total: string, n: string) => `Maak ${total} over op onderstaande rekening en vermeld je bestelnummer ${n}. We verzenden je bestelling zodra de betaling binnen is.`,
    adminIntro: (name: string) => `Je hebt een bestelling ontvangen van ${name}.`,
    order: (n: string) => `Bestelling #${n}`,
    product: 'Product',
    quantity: 'Aantal',
    price: 'Prijs',
    shipping: 'Verzending',
    discount: 'Korting',
    total: 'Totaal',
    tax: 'waarvan btw',
    payment: 'Betaalmethode',
    note: 'Opmerking',
    billing: 'Factuuradres',
    shippingAddress: 'Verzendadres',
    bank: { account_name: 'Rekeninghouder', bank_name: 'Bank', iban: 'IBAN', bic: 'BIC' },
    bankTitle: 'Onze bankgegevens',
    view: 'Bekijk je bestelling',
    viewAdmin: 'Bekijk de bestelling',
  },
  en: {
    customerSubject: (site: string, n: string) => `Your ${site} order #${n} has been received`,
    adminSubject: (site: string, n: string) => `[${site}] New order #${n}`,
    hello: (name: string) => (name ? `Hi ${name},` : 'Hi,'),
    thanks: "Thank you for your order. We're getting started on it.",
    bacsIntro: (total: string, n: string) => `Please transfer ${total} to the account below, quoting your order number ${n}. We will ship your order once the payment has arrived.`,
    adminIntro: (name: string) => `You've received an order from ${name}.`,
    order: (n: string) => `Order #${n}`,
    product: 'Product',
    quantity: 'Quantity',
    price: 'Price',
    shipping: 'Shipping',
    discount: 'Discount',
    total: 'Total',
    tax: 'includes VAT',
    payment: 'Payment method',
    note: 'Note',
    billing: 'Billing address',
    shippingAddress: 'Shipping address',
    bank: { account_name: 'Account name', bank_name: 'Bank', iban: 'IBAN', bic: 'BIC' },
    bankTitle: 'Our bank details',
    view: 'View your order',
    viewAdmin: 'View the order',
  },
};

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));

/** An address as lines (name, company, street, postcode and city, country, e-mail, phone). */
function addressLines(a: Record<string, unknown>): string[] {
  return [
    [str(a.first_name), str(a.last_name)].filter(Boolean).join(' '),
    str(a.company),
    [str(a.address_1), str(a.address_2)].filter(Boolean).join(' '),
    [str(a.postcode), str(a.city)].filter(Boolean).join(' '),
    str(a.country),
    str(a.email),
    str(a.phone),
  ].filter(Boolean);
}

function orderMail(site: Site, o: OrderMailInput, forShop: boolean): Rendered {
  const t = ORDER[site.locale];
  const m = (cents: unknown) => money(str(cents) || '0', o.currency, site.locale);
  const name = [str(o.billing.first_name), str(o.billing.last_name)].filter(Boolean).join(' ');
  const subject = forShop ? t.adminSubject(site.siteName, o.number) : t.customerSubject(site.siteName, o.number);
  const lineRows = o.lines.map((l) => [l.name, String(l.quantity), m(l.total + l.total_tax)] as const);
  const shippingCents = Number(o.totals.total_shipping ?? 0) + Number(o.totals.total_shipping_tax ?? 0);
  const discountCents = Number(o.totals.total_discount ?? 0) + Number(o.totals.total_discount_tax ?? 0);
  const sums: [string, string][] = [];
  if (o.shippingName || shippingCents) sums.push([`${t.shipping}${o.shippingName ? ` (${o.shippingName})` : ''}`, m(shippingCents)]);
  if (discountCents) sums.push([t.discount, `-${m(discountCents)}`]);
  sums.push([t.total, `${m(o.totals.total_price ?? o.total)} (${t.tax} ${m(o.totals.total_tax)})`]);
  if (o.paymentTitle) sums.push([t.payment, o.paymentTitle]);
  if (o.note) sums.push([t.note, o.note]);
  const bank = !forShop && o.paymentMethod === 'bacs' && o.bank ? o.bank : undefined;
  const bankRows = bank ? (Object.keys(t.bank) as (keyof typeof t.bank)[]).map((k) => [t.bank[k], bank[k]] as const) : [];
  const intro = forShop ? t.adminIntro(name || str(o.billing.email)) : t.thanks;
  const bacsIntro = bank ? t.bacsIntro(m(o.totals.total_price ?? o.total), o.number) : '';
  const billing = addressLines(o.billing);
  const shipping = addressLines(o.shipping);

  const text = [
    ...(forShop ? [] : [t.hello(str(o.billing.first_name)), '']),
    intro,
    ...(bacsIntro ? [bacsIntro] : []),
    '',
    ...(bank ? [`${t.bankTitle}:`, rowsText(bankRows), ''] : []),
    t.order(o.number),
    ...lineRows.map(([n, q, p]) => `${q} x ${n}: ${p}`),
    rowsText(sums),
    '',
    `${t.billing}:`,
    ...billing,
    ...(shipping.length ? ['', `${t.shippingAddress}:`, ...shipping] : []),
    '',
    `${forShop ? t.viewAdmin : t.view}: ${o.link}`,
    '',
    '-- ',
    FOOTER[site.locale](site.siteName),
  ].join('\n');

  const th = (s: string, align = 'left') => `<th style="text-align:${align};padding:6px 8px;border-bottom:1px solid #d8cfc4">${esc(s)}</th>`;
  const td = (s: string, align = 'left') => `<td style="text-align:${align};padding:6px 8px;border-bottom:1px solid #eee6dc">${esc(s)}</td>`;
  const linesTable = `<table style="border-collapse:collapse;width:100%">
<thead><tr>${th(t.product)}${th(t.quantity, 'right')}${th(t.price, 'right')}</tr></thead>
<tbody>
${lineRows.map(([n, q, p]) => `<tr>${td(n)}${td(q, 'right')}${td(p, 'right')}</tr>`).join('\n')}
</tbody>
<tfoot>
${sums.map(([k, v]) => `<tr><th colspan="2" style="text-align:left;padding:6px 8px">${esc(k)}</th><td style="text-align:right;padding:6px 8px">${escLines(v)}</td></tr>`).join('\n')}
</tfoot>
</table>`;
  const body = [
    forShop ? '' : `<p>${esc(t.hello(str(o.billing.first_name)))}</p>`,
    `<p>${esc(intro)}</p>`,
    bank ? `<p>${esc(bacsIntro)}</p>\n<h2 style="font-size:18px">${esc(t.bankTitle)}</h2>\n${rowsHtml(bankRows)}` : '',
    `<h2 style="font-size:18px">${esc(t.order(o.number))}</h2>`,
    linesTable,
    `<h2 style="font-size:18px">${esc(t.billing)}</h2>\n<p>${billing.map(esc).join('<br>\n')}</p>`,
    shipping.length ? `<h2 style="font-size:18px">${esc(t.shippingAddress)}</h2>\n<p>${shipping.map(esc).join('<br>\n')}</p>` : '',
    button(o.link, forShop ? t.viewAdmin : t.view),
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, text: `${text}\n`, html: frame(site.locale, subject, body, FOOTER[site.locale](site.siteName)) };
}

/** The customer's order confirmation (with the bank details for a bank transfer). */
export const orderCustomerMail = (site: Site, o: OrderMailInput): Rendered => orderMail(site, o, false);
/** The shop's new-order notice. */
export const orderShopMail = (site: Site, o: OrderMailInput): Rendered => orderMail(site, o, true);

// ---------------------------------------------------------------------------------------------
// 4. A form's notification: its subject and message are the form's own (merge tags filled in,
// forms/notifications.ts); the frame and the footer are the site's.

export function formNotificationMail(site: Site, p: { subject: string; text: string; html: string }): Rendered {
  const footer = FOOTER[site.locale](site.siteName);
  return { subject: p.subject, text: `${p.text}\n\n-- \n${footer}\n`, html: frame(site.locale, p.subject, p.html, footer) };
}

// ---------------------------------------------------------------------------------------------
// 5. The new-lead notice.

const LEAD = {
  nl: {
    subject: (site: string, title: string) => `[${site}] Nieuwe lead${title ? `: ${title}` : ''}`,
    intro: (id: number) => `Er is een nieuwe lead binnengekomen (#${id}).`,
    title: 'Titel',
    page: 'Pagina',
    status: 'Status',
    data: 'Gegevens',
  },
  en: {
    subject: (site: string, title: string) => `[${site}] New lead${title ? `: ${title}` : ''}`,
    intro: (id: number) => `A new lead has come in (#${id}).`,
    title: 'Title',
    page: 'Page',
    status: 'Status',
    data: 'Details',
  },
};

/** `lead_data` (`[{type, question, answer}]`; a contact step's answer is `[{field, value}]`) as question/answer rows. */
function leadRows(data: unknown): [string, string][] {
  if (!Array.isArray(data)) return [];
  return data.map((e: { question?: unknown; answer?: unknown }) => {
    const answer = Array.isArray(e.answer)
      ? e.answer.map((c: { field?: unknown; value?: unknown }) => `${String(c.field ?? '')}: ${String(c.value ?? '')}`).join('\n')
      : String(e.answer ?? '');
    return [String(e.question ?? ''), answer];
  });
}

export function leadMail(site: Site, p: { id: number; title: string; url: string; status: string; data: unknown }): Rendered {
  const t = LEAD[site.locale];
  const subject = t.subject(site.siteName, p.title.slice(0, 120));
  const head: [string, string][] = [
    [t.title, p.title],
    [t.page, p.url],
    [t.status, p.status],
  ].filter(([, v]) => v) as [string, string][];
  const data = leadRows(p.data);
  const text = [t.intro(p.id), '', rowsText(head), '', `${t.data}:`, rowsText(data), '', '-- ', FOOTER[site.locale](site.siteName)].join('\n');
  const body = `<p>${esc(t.intro(p.id))}</p>\n${rowsHtml(head)}\n<h2 style="font-size:18px">${esc(t.data)}</h2>\n${rowsHtml(data)}`;
  return { subject, text: `${text}\n`, html: frame(site.locale, subject, body, FOOTER[site.locale](site.siteName)) };
}
