/** A country's name in the page's language (Dutch unless English), for the shop tags' address forms. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale === 'en' ? 'en' : 'nl'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
