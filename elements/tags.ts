/**
 * Every tag of the public contract (CONTRACT section 3) with its attribute props and public
 * methods. The loader and each element read this one table, so the attributes the loader
 * observes before an upgrade are exactly the props the element understands.
 * Prop names are camelCase; the attribute is the kebab-case form.
 */
export type PropType = 'string' | 'number' | 'boolean';

export interface TagDefinition {
  readonly props: Readonly<Record<string, PropType>>;
  readonly methods?: readonly string[];
}

/** Attributes every element understands (CONTRACT section 2.2 and 2.3). */
export const COMMON_PROPS = {
  ajaxUrl: 'string',
  restUrl: 'string',
  restNonce: 'string',
  locale: 'string',
  config: 'string',
} as const satisfies Record<string, PropType>;

export const TAGS = {
  'gdpr-consent': {
    props: {
      ...COMMON_PROPS,
      bannerStyle: 'string',
      alwaysVisible: 'boolean',
      reload: 'boolean',
      ajaxPopup: 'boolean',
      resetConsent: 'boolean',
      acceptLevel: 'number',
    },
    methods: ['openSettings', 'closeSettings'],
  },
  'gdpr-cookie-list': { props: { ...COMMON_PROPS } },
  'gdpr-cookie-block': { props: { ...COMMON_PROPS } },
  'ays-popup': { props: { ...COMMON_PROPS, popupId: 'number', options: 'string' }, methods: ['open', 'close'] },
  'gform-form': {
    props: { ...COMMON_PROPS, formId: 'number', submissionMethod: 'string', displayTitle: 'boolean', displayDescription: 'boolean' },
  },
  'seoaic-lead-form': { props: { ...COMMON_PROPS } },
  'interactive-article': { props: { ...COMMON_PROPS, postId: 'number' } },
  'eb-popup': { props: { ...COMMON_PROPS, popupId: 'number' }, methods: ['show', 'hide'] },
  'header-menu': { props: { ...COMMON_PROPS } },
  'eb-loop-grid': { props: { ...COMMON_PROPS, widgetId: 'string', postId: 'number' } },
  'eb-sticky': { props: { ...COMMON_PROPS, devices: 'string' } },
} as const satisfies Record<string, TagDefinition>;

export type TagName = keyof typeof TAGS;

/** camelCase prop -> kebab-case attribute (the rule r2wc uses). */
export function toAttribute(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_m, a: string, b: string) => `${a}-${b.toLowerCase()}`);
}
