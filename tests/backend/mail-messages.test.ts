/**
 * The site's five mails (demo/server/mail/messages.ts) in both languages: each is rendered in Dutch
 * and in English, with a subject, a plain-text and an HTML part in that language (the HTML frame's
 * `lang`, the footer), none of the other language's words, and what a visitor typed escaped in the
 * HTML. The SMTP and .eml tests (mail.test.ts) send them; this checks every one in both languages.
 */
import { describe, expect, it } from 'vitest';
import { formNotificationMail, leadMail, orderCustomerMail, orderShopMail, passwordResetMail, type OrderMailInput } from '../../demo/server/mail/messages';
import type { MailLocale } from '../../demo/server/mail/render';

const XSS = '<img src=x onerror=alert(1)>';
const order: OrderMailInput = {
  number: '1042',
  lines: [{ name: `Appeltaart ${XSS}`, quantity: 2, total: 3000, total_tax: 248 }],
  totals: { total_items: '3000', total_shipping: '495', total_tax: '289', total_price: '3495', currency_code: 'EUR' },
  currency: 'EUR',
  paymentMethod: 'bacs',
  paymentTitle: 'Bankoverschrijving',
  shippingName: 'Bezorgen',
  note: `Graag bellen ${XSS}`,
  billing: { first_name: 'Sanne', last_name: 'de Vries', address_1: 'Lindenlaan 8', postcode: '3511 AB', city: 'Utrecht', country: 'NL', email: 'sanne@example.test', phone: '0612345678' },
  shipping: { first_name: 'Sanne', last_name: 'de Vries', address_1: 'Lindenlaan 8', postcode: '3511 AB', city: 'Utrecht', country: 'NL' },
  link: 'https://bakkerij.example/afrekenen/bestelling-ontvangen/1042/?key=wc_order_x',
  bank: { account_name: 'Bakkerij Zonneveld', bank_name: 'ING', iban: 'NL91INGB0001234567', bic: 'INGBNL2A' },
  total: 3495,
};

const mails = (locale: MailLocale) => {
  const site = { locale, siteName: 'Bakkerij Zonneveld' };
  return {
    'password reset': passwordResetMail(site, { name: 'Sanne', link: 'https://bakkerij.example/mijn-account/wachtwoord-vergeten/?key=k&login=1', validHours: 24 }),
    'order confirmation': orderCustomerMail(site, order),
    'new-order notice': orderShopMail(site, order),
    'form notification': formNotificationMail(site, { subject: 'Nieuwe aanvraag', text: 'Naam: Sanne', html: '<p>Naam: Sanne</p>' }),
    'new-lead notice': leadMail(site, { id: 7, title: `Taartvraag ${XSS}`, url: 'https://bakkerij.example/taartadvies/', status: 'new', data: [{ type: 'question', question: 'Welke taart?', answer: `Appel ${XSS}` }] }),
  };
};

/** Words only the other language's texts use (the frame, the footer, the mails' own texts). */
const OTHER: Record<MailLocale, RegExp> = {
  nl: /\b(This e-mail|Hi |Thank you|Your order|New order|New lead|Password reset|Total|Bank details)\b/,
  en: /\b(Deze e-mail|Hallo|Bedankt|Je bestelling|Nieuwe bestelling|Nieuwe lead|Wachtwoord herstellen|Totaal|Bankgegevens)\b/,
};

describe.each(['nl', 'en'] as const)('the five mails in %s', (locale) => {
  const rendered = mails(locale);
  it.each(Object.keys(rendered))('%s: subject, text and HTML in the language, typed text escaped', (name) => {
    const m = rendered[name as keyof typeof rendered];
    expect(m.subject.trim()).not.toBe('');
    expect(m.text.trim()).not.toBe('');
    expect(m.html).toContain(`<html lang="${locale}">`);
    expect(m.text).toContain(locale === 'nl' ? 'Deze e-mail is automatisch verstuurd door Bakkerij Zonneveld.' : 'This e-mail was sent automatically by Bakkerij Zonneveld.');
    if (name !== 'form notification') {
      // The form's notification is the form's own subject and message; the rest is the site's text.
      expect(`${m.subject}\n${m.text}`).not.toMatch(OTHER[locale]);
      // … and its own language's words (the check above can see them).
      expect(`${m.subject}\n${m.text}`).toMatch(OTHER[locale === 'nl' ? 'en' : 'nl']);
    }
    expect(m.html).not.toContain('<img src=x');
  });

  it('the two languages differ in every mail but the form\'s own notification text', () => {
    const other = mails(locale === 'nl' ? 'en' : 'nl');
    for (const name of Object.keys(rendered) as (keyof typeof rendered)[]) {
      if (name === 'form notification') continue;
      expect(rendered[name].subject, name).not.toBe(other[name].subject);
    }
  });

  it('the bank transfer confirmation carries the bank details', () => {
    expect(rendered['order confirmation'].text).toContain('NL91INGB0001234567');
    expect(rendered['order confirmation'].html).toContain('NL91INGB0001234567');
  });
});
