/**
 * A form's Gravity Forms notifications rendered for an entry (demo/server/forms/notifications.ts):
 * which are sent, to whom, and the merge tags filled in (escaped in the HTML only); and the mails'
 * texts in both languages (demo/server/mail/messages.ts).
 */
import { describe, expect, it } from 'vitest';
import { formNotifications, htmlToText } from '../../../demo/server/forms/notifications';
import { leadMail, orderCustomerMail, passwordResetMail } from '../../../demo/server/mail/messages';
import type { FormObject } from '../../../src/core/forms/types';

const form: FormObject = {
  id: 7,
  title: 'Taart & koffie',
  description: '',
  fields: [
    { id: 1, type: 'name', label: 'Naam', isRequired: false, inputs: [{ id: '1.3', label: 'Voornaam' }, { id: '1.6', label: 'Achternaam' }] },
    { id: 2, type: 'email', label: 'E-mail', isRequired: false },
    { id: 3, type: 'select', label: 'Smaak', isRequired: false, choices: [{ text: 'Appel', value: 'appel' }, { text: 'Kers', value: 'kers' }] },
    { id: 4, type: 'html', label: 'Uitleg', isRequired: false },
    { id: 5, type: 'text', label: 'Leeg', isRequired: false },
  ],
};
const values = { input_1_3: 'Anna', input_1_6: '<b>de Vries</b>', input_2: 'anna@voorbeeld.example', input_3: 'kers' };
const ctx = (notifications: unknown) => ({ form, raw: { notifications }, values, entryId: 12, adminEmail: 'beheer@bakkerij.example', pageUrl: '/taart.html', now: new Date(2026, 10, 29) });

describe('formNotifications', () => {
  it('merge tags -> filled in; escaped in the HTML, as typed in the text and subject', () => {
    const [n] = formNotifications(ctx([{ id: 'a', to: '{admin_email}', subject: '{form_title}: {Naam:1} ({entry_id})', message: 'Smaak: {Smaak:3}\n{all_fields}\n{date_dmy} {embed_url} {onbekend}' }]));
    expect(n!.to).toEqual(['beheer@bakkerij.example']);
    expect(n!.subject).toBe('Taart & koffie: Anna <b>de Vries</b> (12)');
    expect(n!.text).toBe('Smaak: Kers\nNaam: Anna <b>de Vries</b>\nE-mail: anna@voorbeeld.example\nSmaak: Kers\n29/11/2026 /taart.html {onbekend}');
    expect(n!.html).toContain('Smaak: Kers<br>');
    expect(n!.html).toContain('<td style="padding:4px 0">Anna &lt;b&gt;de Vries&lt;/b&gt;</td>');
    expect(n!.html).not.toContain('Leeg');
    expect(n!.html).not.toContain('Uitleg');
  });

  it.each<[string, unknown, string[]]>([
    ['inactive -> none', { isActive: false, to: 'a@b.example' }, []],
    ['another event -> none', { event: 'form_saved', to: 'a@b.example' }, []],
    ['toType field -> the typed address', { toType: 'field', to: '2' }, ['anna@voorbeeld.example']],
    ['several addresses, one invalid -> the valid ones', { to: 'a@b.example, geen-adres; c@d.example' }, ['a@b.example', 'c@d.example']],
    ['routing -> the matching rules\' addresses', { toType: 'routing', routing: [{ email: 'kers@b.example', fieldId: '3', operator: 'is', value: 'kers' }, { email: 'appel@b.example', fieldId: '3', operator: 'is', value: 'appel' }] }, ['kers@b.example']],
    ['conditional logic not met -> none', { to: 'a@b.example', conditionalLogic: { actionType: 'show', logicType: 'all', rules: [{ fieldId: '3', operator: 'is', value: 'appel' }] } }, []],
    ['conditional logic met -> sent', { to: 'a@b.example', conditionalLogic: { actionType: 'show', logicType: 'all', rules: [{ fieldId: '3', operator: 'is', value: 'kers' }] } }, ['a@b.example']],
    ['no valid recipient -> none', { to: '{E-mail:5}' }, []],
  ])('%s', (_name, n, to) => {
    expect(formNotifications(ctx({ x: { id: 'x', subject: 's', message: 'm', ...(n as object) } })).flatMap((m) => m.to)).toEqual(to);
  });

  it('htmlToText: tags dropped, breaks kept, entities decoded', () => {
    expect(htmlToText('<p>Hallo &amp; welkom</p><p>Regel<br>twee &lt;x&gt;</p>')).toBe('Hallo & welkom\nRegel\ntwee <x>');
  });
});

describe('the mails in both languages', () => {
  it.each([
    ['nl', '[Zonneveld] Wachtwoord herstellen', 'Kies een nieuw wachtwoord'],
    ['en', '[Zonneveld] Password reset', 'Choose a new password'],
  ] as const)('password reset, %s -> subject and link in text and HTML', (locale, subject, action) => {
    const m = passwordResetMail({ locale, siteName: 'Zonneveld' }, { name: 'Anna <x>', link: 'https://z.example/r?key=a&id=1', validHours: 1 });
    expect(m.subject).toBe(subject);
    expect(m.text).toContain(`${action}:\nhttps://z.example/r?key=a&id=1`);
    expect(m.html).toContain('href="https://z.example/r?key=a&amp;id=1"');
    expect(m.html).toContain('Anna &lt;x&gt;');
    expect(m.html).toContain(`<html lang="${locale}">`);
  });

  it('order by bank transfer -> the bank details and the total in the locale\'s money', () => {
    const input = {
      number: '41',
      lines: [{ name: 'Appeltaart', quantity: 2, total: 3303, total_tax: 297 }],
      totals: { total_price: '3600', total_tax: '297', total_shipping: '0' },
      currency: 'EUR',
      paymentMethod: 'bacs',
      paymentTitle: 'Bankoverschrijving',
      shippingName: '',
      note: '',
      billing: { first_name: 'Anna', email: 'anna@voorbeeld.example' },
      shipping: {},
      link: 'https://z.example/afrekenen.html?order-received=41&key=k',
      bank: { account_name: 'Bakkerij', bank_name: 'ABN AMRO', iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' },
      total: 3600,
    };
    const nl = orderCustomerMail({ locale: 'nl', siteName: 'Zonneveld' }, input);
    // Intl writes a no-break space after the euro sign in Dutch
    expect(nl.text).toMatch(/^Hallo Anna,\n\nBedankt voor je bestelling\. .*\nMaak €\u00a036,00 over op onderstaande rekening en vermeld je bestelnummer 41\./);
    expect(nl.text).toContain('IBAN: NL91ABNA0417164300');
    expect(nl.text).toContain('2 x Appeltaart: €\u00a036,00');
    const en = orderCustomerMail({ locale: 'en', siteName: 'Zonneveld' }, { ...input, paymentMethod: 'cod' });
    expect(en.subject).toBe('Your Zonneveld order #41 has been received');
    expect(en.text).not.toContain('IBAN');
    expect(en.text).toContain('Total: €36.00 (includes VAT €2.97)');
  });

  it('lead -> its questions and answers, contact fields one a line', () => {
    const m = leadMail({ locale: 'en', siteName: 'Z' }, { id: 3, title: 'T', url: 'https://z.example/', status: 'initiated', data: [{ type: 'contact_fields', question: 'Contact', answer: [{ field: 'email', value: 'a@b.example' }, { field: 'phone', value: '06' }] }] });
    expect(m.text).toContain('Contact: email: a@b.example\nphone: 06');
    expect(m.html).toContain('email: a@b.example<br>\nphone: 06');
  });
});
