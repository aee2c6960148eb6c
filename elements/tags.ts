/**
 * Every tag of the public contract (CONTRACT section 3) with its attribute props and public
 * methods. The loader and each element read this one table, so the attributes the loader
 * observes before an upgrade are exactly the props the element understands.
 * Prop names are camelCase; the attribute is the kebab-case form.
 */
import { COMMON_PROPS, LIGHT_TAGS, type TagDefinition } from './base/tag-props';

export { COMMON_PROPS, LIGHT_TAGS, toAttribute, type PropType, type TagDefinition } from './base/tag-props';

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
      declineButton: 'boolean',
    },
    methods: ['openSettings', 'closeSettings'],
  },
  'gdpr-cookie-list': { props: { ...COMMON_PROPS } },
  'gdpr-cookie-block': { props: { ...COMMON_PROPS } },
  'ays-popup': { props: { ...COMMON_PROPS, popupId: 'number', options: 'string' }, methods: ['open', 'close'] },
  'gform-form': {
    props: { ...COMMON_PROPS, formId: 'number', submissionMethod: 'string', displayTitle: 'boolean', displayDescription: 'boolean', state: 'string', versionHash: 'string', ajaxMarker: 'string' },
    // The WordPress plugin prints Gravity Forms' own form inside (data-se-fallback): shown until the upgrade.
    enhances: true,
  },
  'seoaic-lead-form': { props: { ...COMMON_PROPS } },
  'interactive-article': { props: { ...COMMON_PROPS, postId: 'number' } },
  'eb-popup': { props: { ...COMMON_PROPS, popupId: 'number' }, methods: ['show', 'hide'] },
  'eb-form': { props: { ...COMMON_PROPS, widgetId: 'string', postId: 'string', queriedId: 'string' }, enhances: true },
  'wc-cart': {
    props: { ...COMMON_PROPS, shopUrl: 'string', checkoutUrl: 'string', crossSells: 'boolean', stickySummary: 'boolean', stickyOffset: 'number', manualUpdate: 'boolean', taxDisplay: 'string', nonce: 'string', countries: 'string', shippingCalculator: 'string' },
    enhances: true,
  },
  'wc-mini-cart': { props: { ...COMMON_PROPS, cartType: 'string', openCart: 'string', automaticallyOpenCart: 'string', cartUrl: 'string', checkoutUrl: 'string' }, methods: ['open', 'close'] },
  'wc-checkout': {
    props: { ...COMMON_PROPS, shopUrl: 'string', termsUrl: 'string', loginUrl: 'string', countries: 'string', taxDisplay: 'string', nonce: 'string', phone: 'string', createAccount: 'string', generatePassword: 'string' },
    // The WordPress plugin prints WooCommerce's classic checkout inside: shown until the upgrade.
    enhances: true,
  },
  ...LIGHT_TAGS,
} as const satisfies Record<string, TagDefinition>;

export type TagName = keyof typeof TAGS;
