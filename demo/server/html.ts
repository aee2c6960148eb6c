/**
 * HTML escaping for everything the reference backend prints: WordPress's esc_html / esc_attr
 * (`&`, `<`, `>`, `"` and `'` as `&#039;`), so text and quoted attribute values are both safe and
 * the markup is what the plugins' own PHP prints. The one copy: every page, mail and fragment of
 * the server escapes with it.
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#039;' };

export const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
