/**
 * Public types of site-elements (copied to dist/site-elements.d.ts by the build).
 * Tag map, page settings, config shapes and event details of ../shared/CONTRACT.md.
 * tests/types/public-types.test-d.ts checks these against the source types.
 */

/** Currency config (spec section 3); EUR is the default. */
export interface CurrencyConfig {
  name?: string;
  symbol_left: string;
  symbol_right: string;
  symbol_padding: string;
  /** -1 keeps all digits. */
  decimals: number;
  decimal_separator: string;
  thousand_separator: string;
  code: string;
}

/** `<script type="application/json" id="site-elements-config">` */
export interface SiteElementsPageSettings {
  /** Default `/wp-admin/admin-ajax.php`. */
  ajaxUrl?: string;
  /** Default `/wp-json/`. */
  restUrl?: string;
  /** Sent as `X-WP-Nonce` on REST calls. */
  restNonce?: string;
  /** Default `/?gf_page=gf_upload`. */
  uploadUrl?: string;
  /** Bytes per upload chunk, or plupload's `"1mb"` / `"512kb"`; `0` sends each file whole. Default 1 MB. */
  uploadChunkSize?: number | string;
  /** Default `nl`. */
  locale?: 'nl' | 'en';
  currency?: Partial<CurrencyConfig>;
  recaptchaSiteKey?: string;
  /** Gravity Forms' submission nonce (`wp_create_nonce('gform_ajax_submission')`), printed by the server. */
  gformNonce?: string;
  /** Gravity Forms' config nonce (`wp_create_nonce('gform_config_ajax')`): config loads and product config validation. */
  gformConfigNonce?: string;
  /** A GET that answers fresh `{restNonce, gformNonce, gformConfigNonce}` (the WordPress plugin's `site-elements/v1/nonces`). */
  noncesUrl?: string;
  /** When the printed nonces were made (unix seconds); older than 10 hours, they are refreshed from `noncesUrl` once before use. */
  noncesTime?: number;
  /** Server-provided HTML is sanitized unless this is `false`. Default `true`. */
  sanitizeHtml?: boolean;
  /** Elementor's `elementorFrontendConfig.user`, only when logged in: the pop-ups' logged_in rule. */
  user?: { roles: string[] };
  /**
   * Elementor breakpoints for device modes: `{mobile: 767, tablet: 1024}` (the default), Elementor's
   * `responsive.breakpoints` objects (`{mobile: {value, direction, is_enabled}}`) or its legacy `{md, lg}` grid.
   */
  breakpoints?: Record<string, number | { value: number; direction?: 'max' | 'min'; is_enabled?: boolean }>;
}

/** Attributes every tag understands (as properties). */
export interface SiteElementBase extends HTMLElement {
  ajaxUrl?: string;
  restUrl?: string;
  restNonce?: string;
  locale?: 'nl' | 'en' | string;
  /** JSON config: a string of JSON, or an object when set as a property. */
  config?: string | object;
}

// ---- gdpr-consent -------------------------------------------------------------------------

export type ConsentBannerStyle = 'top-panel' | 'bottom-panel' | 'full-panel' | 'modern';

export interface GdprConsentElement extends SiteElementBase {
  /** Default `bottom-panel`. */
  bannerStyle?: ConsentBannerStyle;
  /** display_cookie_always: the banner never hides; no open button; outside clicks and Escape keep the modal. */
  alwaysVisible?: boolean;
  /** Reload the page after consent is saved. */
  reload?: boolean;
  /** use_ajax_cookie_popup: modal markup from REST `ct-ultimate-gdpr/v1/cookie-popup`. */
  ajaxPopup?: boolean;
  /** cookie_reset_consent: delete every cookie the page can see on load. */
  resetConsent?: boolean;
  /** Level stored by Accept; default 5. */
  acceptLevel?: number;
  /** cookie_gear_close_box: the banner offers "Weigeren" (decline) beside accepting. */
  declineButton?: boolean;
  /** Opens the settings modal (calls made before the widget loaded are replayed). */
  openSettings(): void;
  /** Closes the settings modal; like its close button this posts the decline call. */
  closeSettings(): void;
}

/** One row of the cookie list (the plugin's keys or the short ones). */
export interface ConsentCookieEntry {
  name?: string;
  cookie_name?: string;
  type?: string;
  cookie_type_label?: string;
  /** `first_party` | `third_party` (also "First party" / "Third party"). */
  first_or_third_party?: string;
  /** 1 means blockable. */
  can_be_blocked?: 0 | 1 | boolean | '0' | '1';
  /** `session` | `persistent`. */
  session_or_persistent?: string;
  expiry?: string;
  expiry_time?: string;
  purpose?: string;
}

/** `<gdpr-consent>` JSON config. */
export interface GdprConsentConfig {
  /** The server already knows a valid consent: the banner stays hidden. */
  consent?: boolean;
  /** "Read more" link (privacy policy); `readurl` is accepted too. */
  url?: string;
  readurl?: string;
  texts?: Partial<
    Record<
      | 'title'
      | 'content'
      | 'readMore'
      | 'accept'
      | 'settings'
      | 'open'
      | 'modalTitle'
      | 'modalIntro'
      | 'sliderLegend'
      | 'categoriesLegend'
      | 'allowedTitle'
      | 'notAllowedTitle'
      | 'save'
      | 'close'
      | 'success',
      string
    >
  >;
  /** Per slider level (1..5) the allowed / not-allowed description lists. */
  levels?: Partial<Record<'1' | '2' | '3' | '4' | '5', { allowed?: string[]; notAllowed?: string[] }>>;
  /** Per single category (5..8) what it lets the site do. */
  descriptions?: Partial<Record<'5' | '6' | '7' | '8', string[]>>;
  cookies?: ConsentCookieEntry[];
  /** Lifetime of a client-written consent cookie in seconds (default one year). */
  cookie_expire?: number;
  /** The plugin's localized keys, accepted as they are. */
  display_cookie_always?: boolean;
  cookie_reset_consent?: boolean;
  use_ajax_cookie_popup?: boolean;
  reload?: boolean;
  consent_accept_level?: 1 | 2 | 3 | 4 | 5;
  /** Level the modal starts at when no consent is recorded (default 2, essentials). */
  consent_default_level?: 1 | 2 | 3 | 4 | 5;
}

export interface ConsentUpdatedDetail {
  /** Slider level 1..5 (1 = block all; single categories count as the run they start). */
  level: number;
  /** Category numbers allowed (5 essentials, 6 functionality, 7 analytics, 8 advertising). */
  levels: number[];
}

/** `<gdpr-cookie-list>` JSON config. */
export interface GdprCookieListConfig {
  cookies?: ConsentCookieEntry[];
}

/** `<gdpr-cookie-block>` JSON config. */
export interface GdprCookieBlockConfig {
  reload?: boolean;
  cookie_expire?: number;
  texts?: { title?: string; intro?: string; checkbox?: string; submit?: string; success?: string };
}

export type GdprCookieListElement = SiteElementBase;
export type GdprCookieBlockElement = SiteElementBase;

// ---- ays-popup ----------------------------------------------------------------------------

/** Popup Box by AYS templates and window styles (`view_type`); `mac` = `macos`, `winXP` = `winxp`. */
export type AysPopupViewType =
  | 'default' | 'lil' | 'image' | 'template' | 'video' | 'minimal' | 'image_type_img_theme' | 'facebook' | 'notification' | 'win98'
  | 'cmd' | 'mac' | 'macos' | 'ubuntu' | 'winXP' | 'winxp';

/** 'on' switches a setting on; anything else (or absence) is off. `true`/`false` are accepted in a JSON config. */
export type AysOnOff = 'on' | 'off' | '' | boolean;
export type AysClosePosition = 'right-top' | 'left-top' | 'left-bottom' | 'right-bottom';

/** `row.options` (a JSON string in the plugin's blob, an object or a string in a config block). */
export interface AysPopupOptions {
  pb_min_height?: number | string;
  enable_bordersize_mobile?: AysOnOff;
  bordersize_mobile?: number | string;
  enable_pb_fullscreen?: AysOnOff;
  /** Anything else means right-top. */
  close_button_position?: AysClosePosition | string;
  /** Default '✕' (drawn as the template's icon). */
  close_button_text?: string;
  close_button_image?: string;
  enable_open_delay_mobile?: AysOnOff;
  open_delay_mobile?: number | string;
  enable_scroll_top_mobile?: AysOnOff;
  scroll_top_mobile?: number | string;
  enable_close_button_position_mobile?: AysOnOff;
  close_button_position_mobile?: AysClosePosition | string;
  enable_close_button_text_mobile?: AysOnOff;
  close_button_text_mobile?: string;
  /** Applies below 768 px whenever set (the plugin has no flag for it). */
  mobile_height?: number | string;
  close_popup_overlay?: AysOnOff;
  enable_dismiss?: AysOnOff;
  enable_dismiss_text?: string;
  /** Dismiss cookie lifetime in ms; default one month. */
  dismiss_duration?: number | string;
  overlay_color?: string;
  popup_width_by_percentage_px?: 'pixels' | 'percentage';
  enable_pb_sound?: AysOnOff;
  pb_sound?: string;
  video_theme_url?: string;
  image_type_img_src?: string;
  [key: string]: unknown;
}

/** The `popupbox` row (WordPress gives numbers as strings: both are accepted). */
export interface AysPopupRow {
  id?: number | string;
  title?: string;
  description?: string;
  custom_html?: string;
  show_popup_title?: 'On' | 'Off';
  show_popup_desc?: 'On' | 'Off';
  /** Default 'both'. */
  action_button_type?: 'both' | 'pageLoaded' | 'clickSelector';
  /** CSS selector(s) of page elements that open the pop-up (both, clickSelector). */
  action_button?: string;
  /** ms */
  delay?: number | string;
  /** px */
  scroll_top?: number | string;
  view_type?: AysPopupViewType;
  width?: number | string;
  height?: number | string;
  bordersize?: number | string;
  border_radius?: number | string;
  bgcolor?: string;
  textcolor?: string;
  bordercolor?: string;
  header_bgcolor?: string;
  bg_image?: string;
  onoffoverlay?: 'On' | 'Off';
  options?: string | AysPopupOptions;
  [key: string]: unknown;
}

export interface AysPopupElement extends SiteElementBase {
  popupId?: number;
  /** The original encoded options blob (base64 of UTF-8 JSON `{"popupbox": row}`, `row.options` a JSON string). */
  options?: string;
  /** The row (or `{ popupbox: row }`) when set as a property. */
  config?: string | AysPopupRow | { popupbox: AysPopupRow };
  open(): void;
  close(): void;
}

export interface PopupDetail {
  id: number;
}

// ---- gform-form ---------------------------------------------------------------------------

export type SubmissionMethod = 'postback' | 'ajax' | 'iframe';
export type SubmissionType = 'submit' | 'next' | 'previous' | 'save-continue' | 'send-link';

/** A choice of a select, radio or checkbox field (Gravity Forms). */
export interface GformChoice {
  text: string;
  value?: string;
  isSelected?: boolean;
  price?: string;
}

/** A sub-input of a name, address or checkbox field (`1.3`, `4.6`, …). */
export interface GformInput {
  id: string | number;
  label?: string;
  isHidden?: boolean;
  placeholder?: string;
  defaultValue?: string;
}

/** A field of the form object (the keys the renderer reads; others are kept). */
export interface GformField {
  id: number;
  type: 'text' | 'textarea' | 'email' | 'phone' | 'number' | 'select' | 'radio' | 'checkbox' | 'name' | 'address' | 'date' | 'time' | 'website' | 'hidden' | 'html' | 'section' | 'page' | (string & {});
  label?: string;
  description?: string;
  isRequired?: boolean;
  pageNumber?: number;
  choices?: GformChoice[];
  inputs?: GformInput[];
  placeholder?: string;
  defaultValue?: string;
  cssClass?: string;
  maxLength?: number;
  rangeMin?: number;
  rangeMax?: number;
  numberFormat?: 'decimal_dot' | 'decimal_comma' | 'currency';
  dateType?: 'datepicker' | 'datefield' | 'datedropdown';
  dateFormat?: 'mdy' | 'dmy' | 'dmy_dash' | 'dmy_dot' | 'ymd_slash' | 'ymd_dash' | 'ymd_dot';
  timeFormat?: '12' | '24';
  /** html field content (sanitized before it is shown). */
  content?: string;
  visibility?: 'visible' | 'hidden' | 'administrative';
  errorMessage?: string;
  /** Page fields: the buttons of the page before (next) and the page after (previous). */
  nextButton?: { type?: string; text?: string };
  previousButton?: { type?: string; text?: string };
  [key: string]: unknown;
}

/** The Gravity Forms form object: the element's JSON config, or `data` of gform_get_config. */
export interface GformFormObject {
  id?: number;
  title?: string;
  description?: string;
  fields: GformField[];
  button?: { type?: string; text?: string };
  lastPageButton?: { type?: string; text?: string };
  pagination?: { type?: 'percentage' | 'steps' | 'none'; pages?: string[] };
  save?: { enabled?: boolean; button?: { type?: string; text?: string } };
  /** The bot check's value (else a hash of id and title). */
  version_hash?: string;
  [key: string]: unknown;
}

export interface GformFormElement extends SiteElementBase {
  formId?: number;
  submissionMethod?: SubmissionMethod;
  displayTitle?: boolean;
  displayDescription?: boolean;
  /** Gravity Forms' `state_{id}` as the server printed it (signs product and consent values). Attribute `state`. */
  state?: string;
  /** Gravity Forms' `version_hash` (`wp_hash()` of its version) as the server printed it. Attribute `version-hash`. */
  versionHash?: string;
  /** Gravity Forms' signed `gform_ajax` value for the iframe method, as the server printed it. Attribute `ajax-marker`. */
  ajaxMarker?: string;
}

export interface GformPostRenderDetail {
  formId: number;
  currentPage: number;
}

export interface GformPreSubmissionDetail {
  submissionType: SubmissionType;
  submissionMethod: SubmissionMethod;
  displayConfirmation: boolean;
  abort: boolean;
}

export interface GformFormDetail {
  formId: number;
}

export interface GformSavedDetail {
  formId: number;
  resumeToken?: string;
}

// ---- seoaic-lead-form / interactive-article -----------------------------------------------

export type LeadStepType = 'single' | 'multi' | 'textfield' | 'contact_fields';

/** `<seoaic-lead-form>` config JSON. Ids and `next` may be numbers or strings; a `next` containing `finish` ends the flow. */
export interface SeoaicLeadFormConfig {
  steps: {
    id: string | number;
    type: LeadStepType;
    question: string;
    answers?: { text: string; next?: string | number }[];
    fields?: { label: string; type?: 'text' | 'email' | 'tel' | 'number' | 'url' | 'date' | 'select'; required?: boolean; name?: string; placeholder?: string; autocomplete?: string; options?: string[] }[];
    next?: string | number;
    /** A message step: it goes on to `next` after about 2 s. */
    autoAdvance?: boolean;
    placeholder?: string;
  }[];
  /** Opened in a new tab 3 s after the flow finishes. */
  redirectUrl?: string;
  /** A card fixed to the bottom corner of the window instead of a block in the page. */
  floating?: boolean;
  texts?: Partial<Record<'title' | 'open' | 'close' | 'next' | 'finish' | 'redirect' | 'redirectLink' | 'progress', string>>;
}

export type SeoaicLeadFormElement = SiteElementBase;

/** `<interactive-article>` config JSON. */
export interface InteractiveArticleConfig {
  blocks: {
    id: string | number;
    type: 'single' | 'multi' | 'textfield';
    question: string;
    answers?: { id?: string | number; text: string; next?: string | number }[];
    next?: string | number;
    placeholder?: string;
  }[];
  texts?: Partial<Record<'next' | 'finish' | 'placeholder', string>>;
}

export interface InteractiveArticleElement extends SiteElementBase {
  postId?: number;
}
/**
 * An Elementor pop-up's `data-elementor-settings`, pasted unchanged: switches are `"yes"` (absent
 * when off), children `{group}_{child}`, numbers may be strings or `{size}` sliders, an empty group `[]`.
 */
export interface EbPopupSettings {
  triggers?: Record<string, unknown> | [];
  timing?: Record<string, unknown> | [];
  open_selector?: string;
  close_button_delay?: number | string;
  close_automatically?: number | string;
  prevent_scroll?: 'yes' | '';
  prevent_close_on_background_click?: 'yes' | '';
  prevent_close_on_esc_key?: 'yes' | '';
  avoid_multiple_popups?: 'yes' | '';
  a11y_navigation?: 'yes' | '';
  entrance_animation?: string;
  exit_animation?: string;
  entrance_animation_duration?: number | string | { unit?: string; size: number | string; sizes?: unknown[] };
  close_button_position?: '' | 'inside' | 'outside';
  classes?: string;
  [key: string]: unknown;
}

/** <wc-cart>'s config: Elementor's Cart widget settings (loose values as Elementor prints them). */
export interface WcCartSettings {
  sticky_right_column?: 'yes' | '' | boolean;
  sticky_right_column_offset?: number | string | { unit?: string; size?: number | string };
  update_cart_automatically?: 'yes' | '' | boolean;
  [key: string]: unknown;
}

export interface WcCartElement extends SiteElementBase {
  shopUrl?: string;
  checkoutUrl?: string;
  crossSells?: boolean;
  stickySummary?: boolean;
  stickyOffset?: number;
  manualUpdate?: boolean;
  taxDisplay?: 'incl' | 'excl';
  nonce?: string;
  config?: string | WcCartSettings;
}

export interface EbPopupElement extends SiteElementBase {
  popupId?: number;
  config?: string | EbPopupSettings;
  show(): void;
  hide(): void;
}
/** <eb-form>'s config: the Elementor form widget's settings (or its element JSON `{id, settings}`), loose types as Elementor stores them. */
export interface EbFormSettings {
  form_name?: string;
  form_fields?: Array<{ custom_id: string; field_type?: string; field_label?: string; placeholder?: string; required?: string | boolean; field_options?: string; width?: string; width_tablet?: string; width_mobile?: string; [key: string]: unknown }> | '';
  button_text?: string;
  step_type?: 'none' | 'text' | 'icon' | 'number' | 'progress_bar' | 'number_text' | 'icon_text';
  custom_messages?: string | boolean;
  [key: string]: unknown;
}
export interface EbFormElement extends SiteElementBase {
  widgetId?: string;
  postId?: string;
  queriedId?: string;
  config?: string | EbFormSettings | { id: string; settings: EbFormSettings };
}
/** `eb-form-success`: the answer's message, the redirect (cancel the event to stay), the popup action and data.data. */
export interface EbFormSuccessDetail {
  message: string;
  redirectUrl: string | undefined;
  popup: { action: 'open'; id: string } | { action: 'close'; id: string | undefined; doNotShowAgain: boolean } | undefined;
  data: Record<string, unknown>;
}
/** `eb-form-error`: checks that failed in the browser, field errors from the server, or a transport failure. */
export type EbFormErrorDetail =
  | { kind: 'validation'; errors: Record<string, string> }
  | { kind: 'invalid'; message: string; errors: Record<string, string> }
  | { kind: 'failure'; reason: 'network' | 'timeout' | 'http' | 'unparseable' | 'shape'; status: number | undefined };
export type HeaderMenuElement = SiteElementBase;
export interface EbLoopGridElement extends SiteElementBase {
  widgetId?: string;
  postId?: number;
}
export interface EbStickyElement extends SiteElementBase {
  devices?: string;
}
/**
 * A carousel widget's `data-settings` as Elementor prints them (read loosely: numbers may be
 * strings, sliders `{unit, size, sizes}`, unset `""` or `[]`); any key with `_tablet`, `_mobile`, … variants.
 */
export interface EbCarouselSettings {
  slides_to_show?: number | string;
  slides_per_view?: number | string;
  slides_to_scroll?: number | string;
  image_spacing_custom?: { unit?: string; size: number | string; sizes?: unknown[] };
  space_between?: { unit?: string; size: number | string; sizes?: unknown[] };
  arrows?: 'yes' | '';
  show_arrows?: 'yes' | '';
  navigation?: 'both' | 'arrows' | 'dots' | 'none';
  pagination?: 'bullets' | 'fraction' | 'progressbar' | '';
  autoplay?: 'yes' | '';
  autoplay_speed?: number | string;
  pause_on_hover?: 'yes' | '';
  pause_on_interaction?: 'yes' | '';
  loop?: 'yes' | '';
  infinite?: 'yes' | '';
  speed?: number | string;
  transition_speed?: number | string;
  effect?: string;
  transition?: 'slide' | 'fade';
  skin?: string;
  [key: string]: unknown;
}
export interface EbCarouselElement extends SiteElementBase {
  config?: string | EbCarouselSettings;
}
/**
 * A search widget's `data-settings` as Elementor prints them (read loosely: numbers may be strings,
 * `""` for off): the Search Form's skin, or the Search widget's live-results keys.
 */
export interface EbSearchSettings {
  skin?: 'classic' | 'minimal' | 'full_screen';
  live_results?: 'yes' | '';
  template_id?: string | number;
  minimum_search_characters?: number | string;
  pagination_type_options?: 'none' | 'numbers' | 'previous_next' | 'numbers_previous_next';
  page_limit_settings?: number | string;
  submit_trigger?: 'click_submit' | 'key_enter' | 'both';
  results_is_dropdown_width?: 'search_field' | 'widget_width';
  [key: string]: unknown;
}
export interface EbSearchResultsDetail {
  term: string;
  page: number;
  count: number;
}
export interface EbSearchErrorDetail {
  term: string;
  page: number;
  message: string;
}
export interface EbSearchElement extends SiteElementBase {
  widgetId?: string;
  postId?: number;
  config?: string | EbSearchSettings;
}
/**
 * A posts / archive posts / loop grid widget's `data-settings` as Elementor prints them (read
 * loosely); layout keys are prefixed with the skin for posts (`cards_columns`), not for the Loop Grid.
 */
export interface EbPostsSettings {
  pagination_type?: '' | 'numbers' | 'prev_next' | 'numbers_and_prev_next' | 'load_more_on_click' | 'load_more_infinite_scroll';
  load_more_spinner?: { value: string | { url?: string }; library?: string } | '';
  load_more_no_posts_custom_message?: string;
  columns?: number | string;
  masonry?: 'yes' | '';
  row_gap?: { unit?: string; size: number | string; sizes?: unknown[] };
  _skin?: string;
  [key: string]: unknown;
}
export interface EbPostsElement extends SiteElementBase {
  widgetId?: string;
  /** Next-page requests time out after this many ms (default 15000). */
  timeout?: number;
  config?: string | EbPostsSettings;
}
/** `<wc-my-account>`'s config: `{"timeout": ms}` (a tab's page not loaded by then loads normally). */
export interface WcMyAccountSettings {
  timeout?: number | string;
  [key: string]: unknown;
}
export interface WcMyAccountElement extends SiteElementBase {
  config?: string | WcMyAccountSettings;
}
/** `wc-my-account-navigate`: a tab's page was swapped in (`endpoint` from `e-my-account-tab__{endpoint}`). */
export interface WcMyAccountNavigateDetail {
  url: string;
  endpoint: string;
}
/** `wc-my-account-error` (cancelable): a tab's page could not be swapped in; not cancelled, the page loads normally. */
export interface WcMyAccountErrorDetail {
  url: string;
  message: string;
}
export interface EbPostsLoadDetail {
  widgetId: string;
  url: string;
  page: number;
  count: number;
}
export interface EbPostsErrorDetail {
  widgetId: string;
  url: string;
  message: string;
}

/** <wc-mini-cart>'s config: the Menu Cart widget's settings (Elementor's snake_case keys, or the attribute names in camelCase). */
export interface WcMiniCartSettings {
  cart_type?: 'side-cart' | 'mini-cart';
  open_cart?: 'click' | 'mouseover';
  automatically_open_cart?: 'yes' | 'no' | boolean;
  cart_page_url?: string;
  checkout_page_url?: string;
  [key: string]: unknown;
}
export interface WcMiniCartElement extends SiteElementBase {
  cartType?: 'side-cart' | 'mini-cart';
  openCart?: 'click' | 'mouseover';
  automaticallyOpenCart?: string;
  cartUrl?: string;
  checkoutUrl?: string;
  config?: string | WcMiniCartSettings;
  open(): void;
  close(): void;
}
/** <wc-checkout>'s JSON config: the shop's bank accounts (WooCommerce's woocommerce_bacs_accounts), payment method texts, countries. */
export interface WcCheckoutSettings {
  bank_accounts?: { account_name?: string; bank_name?: string; iban?: string; bic?: string; account_number?: string; sort_code?: string }[];
  payment_methods?: Record<string, string | { title?: string; description?: string }>;
  countries?: string[] | string;
  /** WooCommerce's woocommerce_checkout_phone_field option ("" is the default, optional). */
  phone_field?: 'required' | 'optional' | 'hidden' | '';
  [key: string]: unknown;
}

export interface WcCheckoutElement extends SiteElementBase {
  shopUrl?: string;
  termsUrl?: string;
  loginUrl?: string;
  /** Country codes offered in the address forms, the first the default ("NL,BE,DE"). */
  countries?: string;
  taxDisplay?: 'incl' | 'excl';
  nonce?: string;
  /** The phone field in both addresses (WooCommerce's woocommerce_checkout_phone_field); default optional. */
  phone?: 'required' | 'optional' | 'hidden';
  config?: string | WcCheckoutSettings;
}

/** The order as the Store API's checkout answered it (wc-checkout-placed). */
export interface WcCheckoutOrder {
  order_id: number;
  order_key: string;
  order_number: string;
  status: string;
  customer_note: string;
  payment_method: string;
  payment_status: string;
  payment_details: { key: string; value: string }[];
  redirect_url: string;
  billing_address: Record<string, string>;
  shipping_address: Record<string, string>;
}

/** Detail of wc-checkout-error. */
export interface WcCheckoutErrorDetail {
  code: string;
  message: string;
  status: number;
  kind: 'fields' | 'cart' | 'payment' | 'lost' | 'refused';
  fields?: { group: 'billing' | 'shipping' | 'contact'; key: string; message: string }[];
}

/** Detail of WooCommerce's cart events on document.body (added_to_cart, removed_from_cart, adding_to_cart, …) as the shop tags dispatch them. */
export interface WcCartEventDetail {
  button?: Element | null;
  data?: Record<string, string | undefined>;
  cartHash?: string;
  itemsCount?: number;
}

declare global {
  interface HTMLElementTagNameMap {
    'gdpr-consent': GdprConsentElement;
    'gdpr-cookie-list': GdprCookieListElement;
    'gdpr-cookie-block': GdprCookieBlockElement;
    'ays-popup': AysPopupElement;
    'gform-form': GformFormElement;
    'seoaic-lead-form': SeoaicLeadFormElement;
    'interactive-article': InteractiveArticleElement;
    'eb-popup': EbPopupElement;
    'header-menu': HeaderMenuElement;
    'eb-loop-grid': EbLoopGridElement;
    'eb-sticky': EbStickyElement;
    'eb-carousel': EbCarouselElement;
    'eb-search': EbSearchElement;
    'eb-posts': EbPostsElement;
    'eb-form': EbFormElement;
    'wc-cart': WcCartElement;
    'wc-mini-cart': WcMiniCartElement;
    'wc-my-account': WcMyAccountElement;
    'wc-checkout': WcCheckoutElement;
  }
  interface HTMLElementEventMap {
    'wc-my-account-navigate': CustomEvent<WcMyAccountNavigateDetail>;
    'wc-my-account-error': CustomEvent<WcMyAccountErrorDetail>;
    'consent-updated': CustomEvent<ConsentUpdatedDetail>;
    'popup-open': CustomEvent<PopupDetail>;
    'popup-close': CustomEvent<PopupDetail>;
    'popup-show': CustomEvent<PopupDetail>;
    'popup-hide': CustomEvent<PopupDetail>;
    'gform-post-render': CustomEvent<GformPostRenderDetail>;
    'gform-pre-submission': CustomEvent<GformPreSubmissionDetail>;
    'gform-page-change': CustomEvent<GformPostRenderDetail>;
    'gform-confirmation': CustomEvent<GformFormDetail>;
    'gform-submission-aborted': CustomEvent<GformFormDetail>;
    'gform-saved': CustomEvent<GformSavedDetail>;
    'search-results': CustomEvent<EbSearchResultsDetail>;
    'search-error': CustomEvent<EbSearchErrorDetail>;
    'eb-posts-load': CustomEvent<EbPostsLoadDetail>;
    'eb-posts-error': CustomEvent<EbPostsErrorDetail>;
    'eb-posts-end': CustomEvent<{ widgetId: string; page: number }>;
    'eb-form-submit': CustomEvent<Record<string, never>>;
    'eb-form-success': CustomEvent<EbFormSuccessDetail>;
    'eb-form-error': CustomEvent<EbFormErrorDetail>;
    'wc-mini-cart-toggle': CustomEvent<{ open: boolean }>;
    'wc-checkout-placed': CustomEvent<{ order: WcCheckoutOrder }>;
    'wc-checkout-error': CustomEvent<WcCheckoutErrorDetail>;
  }
  interface WindowEventMap {
    /** Elementor's pop-up events, on window, not bubbling. */
    'elementor/popup/show': CustomEvent<PopupDetail>;
    'elementor/popup/hide': CustomEvent<PopupDetail>;
  }
}
