/**
 * The attribute props every element understands and the light elements' definitions: the part of
 * ../tags.ts the light elements need, so their chunks do not carry the whole tag table (esbuild
 * cannot drop an object literal built with spreads). ../tags.ts re-exports all of it.
 */
export type PropType = 'string' | 'number' | 'boolean';

export interface TagDefinition {
  readonly props: Readonly<Record<string, PropType>>;
  readonly methods?: readonly string[];
  /** A light element (elements/base/light-element.ts): its content stays visible until it upgrades. */
  readonly light?: boolean;
  /** A React element whose light DOM is the page's own markup it may enhance (<eb-form>): kept visible until it upgrades. */
  readonly enhances?: boolean;
}

/** Attributes every element understands (CONTRACT section 2.2 and 2.3). */
export const COMMON_PROPS = {
  ajaxUrl: 'string',
  restUrl: 'string',
  restNonce: 'string',
  locale: 'string',
  config: 'string',
} as const satisfies Record<string, PropType>;

/** The light elements (no React). A separate table, so their chunks need not carry the whole of TAGS. */
export const LIGHT_TAGS = {
  'header-menu': { props: { ...COMMON_PROPS }, light: true },
  'eb-loop-grid': { props: { ...COMMON_PROPS, widgetId: 'string', postId: 'number' }, light: true },
  'eb-sticky': { props: { ...COMMON_PROPS, devices: 'string' }, light: true },
  'eb-carousel': { props: { ...COMMON_PROPS }, light: true },
  'eb-search': { props: { ...COMMON_PROPS, widgetId: 'string', postId: 'number' }, light: true },
  'eb-posts': { props: { ...COMMON_PROPS, widgetId: 'string', timeout: 'number' }, light: true },
  'wc-my-account': { props: { ...COMMON_PROPS }, light: true },
} as const satisfies Record<string, TagDefinition>;

/** camelCase prop -> kebab-case attribute (the rule r2wc uses). */
export function toAttribute(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_m, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}
