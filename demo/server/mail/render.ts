/**
 * What every mail shares: HTML escaping, the HTML frame, a table of label/value rows in both
 * forms (text and HTML), and money. Texts live with each mail (messages.ts), in both languages.
 */
import { esc } from '../html';

export type MailLocale = 'nl' | 'en';

/** A message's three parts, before it gets its addresses. */
export interface Rendered {
  subject: string;
  text: string;
  html: string;
}

/** Escapes text for HTML (element content and quoted attribute values). */
export { esc } from '../html';

/** Escaped text with its line breaks kept as `<br>`. */
export const escLines = (s: string): string => esc(s).replace(/\r?\n/g, '<br>\n');

/** The HTML document around a mail's body (inline styles only: mail clients drop <style> blocks). */
export function frame(locale: MailLocale, title: string, bodyHtml: string, footer: string): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#2b2118;line-height:1.5">
<div style="max-width:600px;margin:0 auto;background:#ffffff;padding:24px;border-radius:6px">
${bodyHtml}
<p style="margin-top:32px;font-size:12px;color:#7a6a5a">${esc(footer)}</p>
</div>
</body></html>
`;
}

/** Label/value rows as an HTML table (both escaped here). */
export function rowsHtml(rows: readonly (readonly [string, string])[]): string {
  if (rows.length === 0) return '';
  const tr = rows.map(([k, v]) => `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${esc(k)}</th><td style="padding:4px 0">${escLines(v)}</td></tr>`);
  return `<table style="border-collapse:collapse">\n${tr.join('\n')}\n</table>`;
}

/** Label/value rows as plain text, one `label: value` a line. */
export function rowsText(rows: readonly (readonly [string, string])[]): string {
  return rows.map(([k, v]) => `${k}: ${v}`).join('\n');
}

/** An amount in cents as the locale writes money (`€ 12,50` / `€12.50`). */
export function money(cents: number | string, currency: string, locale: MailLocale): string {
  return new Intl.NumberFormat(locale === 'nl' ? 'nl-NL' : 'en-GB', { style: 'currency', currency: currency || 'EUR' }).format(Number(cents) / 100);
}
