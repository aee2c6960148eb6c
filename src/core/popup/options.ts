/**
 * Options of a Popup Box by AYS pop-up (spec section 3 "Popup", CONTRACT ays-popup): the encoded
 * blob (base64 of UTF-8 JSON `{"popupbox": row}`, where `row.options` is itself a JSON string) or
 * the row as a config JSON block, validated once into a typed {@link PopupConfig}.
 * Pure: no DOM. WordPress rows carry numbers as strings ("500", "") and on/off values as 'on'.
 */
import { decodeUtf8, encodeUtf8 } from '../shared/base64';
import {
  ACTION_TYPES,
  CLOSE_POSITIONS,
  DEFAULT_CLOSE_TEXT,
  DEFAULT_HEIGHT,
  DEFAULT_WIDTH,
  MAX_DISMISS_MS,
  MAX_ROW_NUMBER,
  TEMPLATES,
  VIEW_TYPE_ALIASES,
  WINDOW_STYLES,
} from './constants';
import { describe, inspectJson, isPlainObject, type Parsed, type SchemaIssue } from '../shared/schema';
import { isSafeMediaUrl } from '../shared/url';

export type Template = (typeof TEMPLATES)[number];
export type WindowStyle = (typeof WINDOW_STYLES)[number];
export type ViewType = Template | WindowStyle;
export type ActionType = (typeof ACTION_TYPES)[number];
export type ClosePosition = (typeof CLOSE_POSITIONS)[number];

/** The pop-up row, validated and normalised (camelCase; on/off as booleans; numbers as numbers). */
export interface PopupConfig {
  /** `row.id`, when the row carries one. */
  id?: number;
  title: string;
  /** HTML (the plugin prints it as is; the widget sanitizes it). */
  description: string;
  /** HTML shown when the element has no light-DOM content (sanitized by the widget). */
  customHtml: string;
  showTitle: boolean;
  showDescription: boolean;
  actionType: ActionType;
  /** `row.action_button`: CSS selector(s) of page elements that open the pop-up on click. */
  actionSelector: string;
  /** Open delay in ms. */
  delay: number;
  /** Scroll distance in px that opens the pop-up. */
  scrollTop: number;
  viewType: ViewType;
  width: number;
  widthUnit: 'px' | '%';
  height: number;
  borderSize: number;
  borderRadius?: number;
  bgImage: string;
  /** `row.onoffoverlay`: the dimmed screen shade behind the box. */
  overlay: boolean;
  colors: PopupColors;
  options: PopupOptions;
}

export interface PopupColors {
  background?: string;
  text?: string;
  border?: string;
  header?: string;
  overlay?: string;
}

/** `row.options` (spec section 3 "options object"), plus the few extra keys this widget reads. */
export interface PopupOptions {
  minHeight?: number;
  enableBorderSizeMobile: boolean;
  borderSizeMobile?: number;
  fullscreen: boolean;
  closePosition: ClosePosition;
  closeText: string;
  closeImage: string;
  enableOpenDelayMobile: boolean;
  openDelayMobile: number;
  enableScrollTopMobile: boolean;
  scrollTopMobile: number;
  enableClosePositionMobile: boolean;
  closePositionMobile: ClosePosition;
  enableCloseTextMobile: boolean;
  closeTextMobile: string;
  mobileHeight?: number;
  /** `close_popup_overlay`: a click on the screen shade closes. */
  closeOnOverlay: boolean;
  /** `enable_dismiss`: show the plugin's own dismiss-ad button. */
  enableDismiss: boolean;
  /** `enable_dismiss_text`; empty means the widget's default text. */
  dismissText: string;
  /** `dismiss_duration` in ms (the plugin's `data-dismiss` unit); absent means one month. */
  dismissDuration?: number;
  /** `pb_sound` when `enable_pb_sound` is 'on': audio played while the pop-up is open. */
  sound: string;
  /** `video_theme_url`: the video template's source. */
  videoUrl: string;
  /** `image_type_img_src`: the image of the image_type_img_theme template. */
  imageSrc: string;
}

/** The element's validated config: the pop-up id and its row. */
export interface PopupElementConfig {
  id: number;
  popup: PopupConfig;
}

const BLOB_EXPECTED = 'base64 of UTF-8 JSON {"popupbox": row}';

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (path: string, expected: string, got: string): Parsed<never> => ({ ok: false, issue: { path, expected, got } });

/** Decodes the encoded options blob to the raw `popupbox` row; a broken blob gives an issue at `path`. */
export function decodeOptionsBlob(blob: string, path = 'options'): Parsed<Record<string, unknown>> {
  // Whitespace (a wrapped attribute value) is not part of base64; everything else must be strict.
  const compact = blob.replace(/[\t\n\f\r ]+/g, '');
  if (compact === '') return fail(path, BLOB_EXPECTED, 'an empty string');
  let text: string;
  try {
    text = decodeUtf8(compact);
  } catch (e) {
    const notBase64 = (e as Error)?.message === 'Cannot decode base64';
    return fail(path, BLOB_EXPECTED, notBase64 ? 'text that is not base64 (Cannot decode base64)' : 'bytes that are not UTF-8');
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return fail(path, BLOB_EXPECTED, `base64 of text that is not JSON (${(e as Error).message})`);
  }
  const inspected = inspectJson(value, path);
  if (!inspected.ok) return inspected;
  if (!isPlainObject(value)) return fail(path, BLOB_EXPECTED, `base64 of ${describe(value)}`);
  if (!isPlainObject(value.popupbox)) return fail(`${path}.popupbox`, 'an object', describe(value.popupbox));
  return ok(value.popupbox);
}

/**
 * Encodes a row as the plugin does (`base64_encode(json_encode(['popupbox' => $row]))`), for demos
 * and tests; `unescapedUnicode` mirrors JSON_UNESCAPED_UNICODE (raw UTF-8 bytes for "€").
 */
export function encodeOptionsBlob(row: Record<string, unknown>, opts: { unescapedUnicode?: boolean } = {}): string {
  const r = { ...row };
  if (isPlainObject(r.options)) r.options = JSON.stringify(r.options);
  let json = JSON.stringify({ popupbox: r }).replace(/\//g, '\\/');
  if (!opts.unescapedUnicode) json = json.replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return encodeUtf8(json);
}

/** Reads typed values out of a WordPress row, keeping the first issue. */
class RowReader {
  issue: SchemaIssue | undefined;
  constructor(
    private readonly obj: Record<string, unknown>,
    private readonly base: string,
  ) {}

  private at(key: string): string {
    return this.base ? `${this.base}.${key}` : key;
  }

  private report(key: string, expected: string, value: unknown): void {
    this.issue ??= { path: this.at(key), expected, got: describe(value) };
  }

  /** A number (or numeric string); '' and absence give `fallback`. */
  num(key: string, fallback: number, opts: { min?: number; max?: number } = {}): number {
    const v = this.obj[key];
    if (v === undefined || v === null || v === '') return fallback;
    const n = typeof v === 'string' ? Number(v.trim()) : v;
    const min = opts.min ?? 0;
    const max = opts.max ?? MAX_ROW_NUMBER;
    if (typeof n !== 'number' || !Number.isFinite(n) || n < min || n > max) {
      this.report(key, `a number from ${min} to ${max}`, v);
      return fallback;
    }
    return n;
  }

  /** Like {@link num} but absent/'' stays undefined. */
  optNum(key: string, opts: { max?: number } = {}): number | undefined {
    const v = this.obj[key];
    if (v === undefined || v === null || v === '') return undefined;
    const n = this.num(key, Number.NaN, opts);
    return Number.isNaN(n) ? undefined : n;
  }

  /** Text; numbers are accepted (PHP rows are loosely typed). */
  str(key: string, fallback = ''): string {
    const v = this.obj[key];
    if (v === undefined || v === null) return fallback;
    if (typeof v === 'string') return v;
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    this.report(key, 'a string', v);
    return fallback;
  }

  /** A picture, video or sound address (trimmed); an unsafe scheme (javascript:, data:text/html, …) is an issue. */
  mediaUrl(key: string): string {
    const v = this.str(key).trim();
    if (v !== '' && !isSafeMediaUrl(v)) {
      this.report(key, 'a relative or http(s) URL (or a data: raster image)', v);
      return '';
    }
    return v;
  }

  /** An on/off setting: on only when it holds 'on' (spec section 3), or `true` in a JSON config. */
  flag(key: string, fallback = false): boolean {
    const v = this.obj[key];
    if (v === undefined || v === null || v === '') return fallback;
    if (typeof v === 'boolean') return v;
    if (typeof v === 'string') return v === 'on';
    this.report(key, "'on' or 'off'", v);
    return fallback;
  }

  /** The plugin's capitalised 'On'/'Off' row switches (show_popup_title, onoffoverlay). */
  onOff(key: string, fallback: boolean): boolean {
    const v = this.obj[key];
    if (v === undefined || v === null || v === '') return fallback;
    if (typeof v === 'boolean') return v;
    if (typeof v === 'string') return v.toLowerCase() === 'on';
    this.report(key, "'On' or 'Off'", v);
    return fallback;
  }

  /** One of a list of values. */
  oneOf<T extends string>(key: string, values: readonly T[], fallback: T, aliases: Readonly<Record<string, T>> = {}): T {
    const v = this.obj[key];
    if (v === undefined || v === null || v === '') return fallback;
    if (typeof v === 'string') {
      if ((values as readonly string[]).includes(v)) return v as T;
      if (Object.prototype.hasOwnProperty.call(aliases, v)) return aliases[v]!;
    }
    const names = [...values, ...Object.keys(aliases)].map((x) => JSON.stringify(x)).join(', ');
    this.report(key, `one of ${names}`, v);
    return fallback;
  }

  /** A CSS colour; anything that does not look like one is ignored (the theme default applies). */
  color(key: string): string | undefined {
    const v = this.str(key);
    return isCssColor(v) ? v.trim() : undefined;
  }
}

/** True for hex, rgb(a)/hsl(a) and named colours: values safe to hand to a CSS custom property. */
export function isCssColor(v: string): boolean {
  return /^\s*(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/+-]*\)|[a-z]{3,30})\s*$/i.test(v);
}

/** spec section 3: close_button_position "left-top, left-bottom, right-bottom, otherwise right-top". */
export function closePosition(value: unknown): ClosePosition {
  return typeof value === 'string' && (CLOSE_POSITIONS as readonly string[]).includes(value) ? (value as ClosePosition) : 'right-top';
}

/** Parses `row.options`: a JSON string (the plugin's form), an object (a JSON config), or empty. */
function rowOptions(raw: unknown, path: string): Parsed<Record<string, unknown>> {
  if (raw === undefined || raw === null || raw === '') return ok({});
  if (isPlainObject(raw)) return ok(raw);
  if (typeof raw === 'string') {
    try {
      const v: unknown = JSON.parse(raw);
      const inspected = inspectJson(v, path);
      if (!inspected.ok) return inspected;
      if (isPlainObject(v)) return ok(v);
      return fail(path, 'a JSON object (as a string)', `JSON of ${describe(v)}`);
    } catch (e) {
      return fail(path, 'a JSON object (as a string)', `unparseable text (${(e as Error).message})`);
    }
  }
  return fail(path, 'a JSON object (as a string)', describe(raw));
}

/** Validates a raw `popupbox` row into a {@link PopupConfig}; issues are reported under `base`. */
export function parsePopupRow(raw: unknown, base = ''): Parsed<PopupConfig> {
  if (!isPlainObject(raw)) return fail(base || '(root)', 'an object (the popupbox row)', describe(raw));
  const optionsPath = base ? `${base}.options` : 'options';
  const opts = rowOptions(raw.options, optionsPath);
  if (!opts.ok) return opts;

  const r = new RowReader(raw, base);
  const o = new RowReader(opts.value, optionsPath);
  const idNum = r.optNum('id');
  const closeText = o.str('close_button_text') || DEFAULT_CLOSE_TEXT;
  const popup: PopupConfig = {
    title: r.str('title'),
    description: r.str('description'),
    customHtml: r.str('custom_html'),
    showTitle: r.onOff('show_popup_title', true),
    showDescription: r.onOff('show_popup_desc', true),
    actionType: r.oneOf('action_button_type', ACTION_TYPES, 'both'),
    actionSelector: r.str('action_button').trim(),
    delay: r.num('delay', 0),
    scrollTop: r.num('scroll_top', 0),
    viewType: r.oneOf<ViewType>('view_type', [...TEMPLATES, ...WINDOW_STYLES], 'default', VIEW_TYPE_ALIASES),
    width: r.num('width', DEFAULT_WIDTH) || DEFAULT_WIDTH,
    widthUnit: o.str('popup_width_by_percentage_px') === 'percentage' ? '%' : 'px',
    height: r.num('height', DEFAULT_HEIGHT) || DEFAULT_HEIGHT,
    borderSize: r.num('bordersize', 0),
    bgImage: r.mediaUrl('bg_image'),
    overlay: r.onOff('onoffoverlay', true),
    colors: {},
    options: {
      enableBorderSizeMobile: o.flag('enable_bordersize_mobile'),
      fullscreen: o.flag('enable_pb_fullscreen'),
      closePosition: closePosition(o.str('close_button_position')),
      closeText,
      closeImage: o.mediaUrl('close_button_image'),
      enableOpenDelayMobile: o.flag('enable_open_delay_mobile'),
      openDelayMobile: o.num('open_delay_mobile', 0),
      enableScrollTopMobile: o.flag('enable_scroll_top_mobile'),
      scrollTopMobile: o.num('scroll_top_mobile', 0),
      enableClosePositionMobile: o.flag('enable_close_button_position_mobile'),
      closePositionMobile: closePosition(o.str('close_button_position_mobile')),
      enableCloseTextMobile: o.flag('enable_close_button_text_mobile'),
      closeTextMobile: o.str('close_button_text_mobile') || DEFAULT_CLOSE_TEXT,
      closeOnOverlay: o.flag('close_popup_overlay'),
      enableDismiss: o.flag('enable_dismiss'),
      dismissText: o.str('enable_dismiss_text'),
      sound: o.flag('enable_pb_sound') ? o.mediaUrl('pb_sound') : '',
      videoUrl: o.mediaUrl('video_theme_url'),
      imageSrc: o.mediaUrl('image_type_img_src'),
    },
  };
  if (idNum !== undefined) popup.id = idNum;
  const radius = r.optNum('border_radius');
  if (radius !== undefined) popup.borderRadius = radius;
  const minHeight = o.optNum('pb_min_height');
  if (minHeight) popup.options.minHeight = minHeight;
  const borderSizeMobile = o.optNum('bordersize_mobile');
  if (borderSizeMobile !== undefined) popup.options.borderSizeMobile = borderSizeMobile;
  const mobileHeight = o.optNum('mobile_height');
  if (mobileHeight) popup.options.mobileHeight = mobileHeight;
  const dismissDuration = o.optNum('dismiss_duration', { max: MAX_DISMISS_MS });
  if (dismissDuration) popup.options.dismissDuration = dismissDuration;
  const colors: [keyof PopupColors, RowReader, string][] = [
    ['background', r, 'bgcolor'],
    ['text', r, 'textcolor'],
    ['border', r, 'bordercolor'],
    ['header', r, 'header_bgcolor'],
    ['overlay', o, 'overlay_color'],
  ];
  for (const [k, reader, key] of colors) {
    const c = reader.color(key);
    if (c) popup.colors[k] = c;
  }
  const issue = r.issue ?? o.issue;
  return issue ? { ok: false, issue } : ok(popup);
}

/** The element's config (CONTRACT ays-popup): the `options` blob attribute wins over a JSON config block. */
export function popupElementConfig(input: { json: unknown; props: Record<string, unknown> }): Parsed<PopupElementConfig> {
  const blob = input.props.options;
  let row: Parsed<PopupConfig>;
  if (typeof blob === 'string' && blob.trim() !== '') {
    const raw = decodeOptionsBlob(blob, 'options');
    if (!raw.ok) return raw;
    row = parsePopupRow(raw.value, 'options.popupbox');
  } else if (input.json !== undefined) {
    // The row itself, or the blob's shape {"popupbox": row}.
    const json = input.json;
    row = isPlainObject(json) && isPlainObject(json.popupbox) ? parsePopupRow(json.popupbox, 'popupbox') : parsePopupRow(json, '');
  } else {
    return fail('options', `${BLOB_EXPECTED} or a JSON config block`, 'nothing');
  }
  if (!row.ok) return row;

  const attr = input.props.popupId;
  let id: number | undefined;
  if (attr !== undefined && attr !== null) {
    if (typeof attr !== 'number' || !Number.isInteger(attr) || attr < 1 || attr > MAX_ROW_NUMBER) return fail('popup-id', `an integer from 1 to ${MAX_ROW_NUMBER}`, describe(attr));
    id = attr;
  } else if (row.value.id !== undefined) {
    if (!Number.isInteger(row.value.id) || row.value.id < 1 || row.value.id > MAX_ROW_NUMBER) return fail('popup-id', 'an integer >= 1 (or an integer row id)', describe(row.value.id));
    id = row.value.id;
  }
  if (id === undefined) return fail('popup-id', 'an integer >= 1 (attribute popup-id or the row id)', 'nothing');
  return ok({ id, popup: row.value });
}
