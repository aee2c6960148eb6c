/**
 * Elementor's six carousel widgets (reference/elementor-widgets.md §3): their `data-settings`
 * read loosely (numbers as strings, `""`/`[]` for unset, `{unit,size,sizes}` sliders; nothing
 * throws, garbage reads as unset) and the per-device slides to show, slides to scroll and gap,
 * each widget family with its own fallback rule. Pure: the device mode and breakpoints come in.
 */
import { isPlainObject, type Parsed } from '../shared/parsed';
import { DEFAULT_BREAKPOINTS, type Breakpoint } from './breakpoints';
import type { DeviceMode } from './device-mode';

/**
 * pro: Pro's CarouselBase (media carousel): fixed per-device defaults 3/2/1.
 * testimonial: the same base with 1 everywhere (testimonial carousel, reviews).
 * slides: the Slides widget, one slide at a time.
 * core: core's CarouselBase (loop carousel, nested carousel): slides_to_show, inherit-from-larger.
 */
export type CarouselFamily = 'pro' | 'testimonial' | 'slides' | 'core';

const FAMILIES: Record<string, CarouselFamily> = {
  'media-carousel': 'pro',
  'testimonial-carousel': 'testimonial',
  reviews: 'testimonial',
  slides: 'slides',
  'loop-carousel': 'core',
  'nested-carousel': 'core',
};

/** The family of a `data-widget_type` ("loop-carousel.product"); unknown or absent: core. */
export function carouselFamily(widgetType: string | null | undefined): CarouselFamily {
  return FAMILIES[String(widgetType ?? '').split('.')[0]!] ?? 'core';
}

export type Pagination = 'bullets' | 'fraction' | 'progressbar' | '';
/** Effects Elementor offers: slide and fade are built; cube, flip and coverflow are shown as a plain slide (README). */
const EFFECTS = ['slide', 'fade', 'cube', 'coverflow', 'flip'];
/** The Slides widget's content animations (PE Control_Slides_Animation::get_animations), printed as `data-animation`. */
export const CONTENT_ANIMATIONS = ['fadeInDown', 'fadeInUp', 'fadeInRight', 'fadeInLeft', 'zoomIn'] as const;
export type ContentAnimation = (typeof CONTENT_ANIMATIONS)[number] | '';
/** Loop / nested Carousel `offset_sides` (only with `infinite`). */
export type OffsetSides = 'none' | 'both' | 'left' | 'right';
/** Elementor's default `offset_width` (base-carousel-trait.php: `{size: 80}`, px). */
export const DEFAULT_OFFSET_PX = 80;

/** Per device suffix ('' = desktop): the value Elementor printed, or undefined when unset. */
export type PerDevice = Partial<Record<DeviceMode | '', number>>;

export interface CarouselSettings {
  family: CarouselFamily;
  perView: PerDevice;
  toScroll: PerDevice;
  gap: PerDevice;
  arrows: boolean;
  pagination: Pagination;
  loop: boolean;
  /** Transition ms (the native smooth scroll has its own; kept for the record). */
  speed: number;
  autoplay: boolean;
  delay: number;
  pauseOnHover: boolean;
  pauseOnInteraction: boolean;
  /** The Slides widget's autoplay stops on the last slide (Swiper's stopOnLastSlide). */
  stopOnLast: boolean;
  effect: string;
  skin: string;
  /** The Slides widget's content animation (`data-animation` on its container, or `content_animation`). */
  contentAnimation: ContentAnimation;
  /** Loop / nested Carousel peeks: which sides show part of the neighbouring slide. */
  offsetSides: OffsetSides;
  /** `offset_width` per device (px), inherited from the wider device. */
  offsetWidth: PerDevice;
  /** Media Carousel slideshow skin: thumbnails per view (`slideshow_slides_per_view`). */
  thumbsPerView: PerDevice;
  /** Slideshow skin: the current thumbnail centred in its strip (`centered_slides`). */
  centeredThumbs: boolean;
}

export interface CarouselRead {
  settings: CarouselSettings;
  /** Console warnings (an unknown effect), each said once. */
  warnings: string[];
}

/** Elementor's default autoplay delay and transition speed (ms). */
export const DEFAULT_DELAY_MS = 5000;
export const DEFAULT_SPEED_MS = 500;
/** Longest delay a timer can hold. */
const MAX_MS = 2 ** 31 - 1;

/** A number Elementor printed: 3, "3", {"size": 3}; `""`, `[]`, null, absent and garbage read as undefined. */
export function looseNumber(v: unknown): number | undefined {
  if (isPlainObject(v)) return looseNumber(v.size);
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
}

/** A whole count from 1 to 100, else undefined (Elementor offers 1…10). */
function count(v: unknown): number | undefined {
  const n = looseNumber(v);
  return n !== undefined && n >= 1 && n <= 100 ? Math.floor(n) : undefined;
}

/** A gap in px from 0 to 1000, else undefined. */
function px(v: unknown): number | undefined {
  const n = looseNumber(v);
  return n !== undefined && n >= 0 && n <= 1000 ? n : undefined;
}

function ms(v: unknown, fallback: number): number {
  const n = looseNumber(v);
  return n !== undefined && n > 0 && n <= MAX_MS ? n : fallback;
}

const yes = (v: unknown) => v === 'yes' || v === true;

const SUFFIXES: (DeviceMode | '')[] = ['', 'widescreen', 'laptop', 'tablet_extra', 'tablet', 'mobile_extra', 'mobile'];

function perDevice(raw: Record<string, unknown>, key: string, read: (v: unknown) => number | undefined): PerDevice {
  const out: PerDevice = {};
  for (const s of SUFFIXES) {
    const v = read(raw[s ? `${key}_${s}` : key]);
    if (v !== undefined) out[s] = v;
  }
  return out;
}

/**
 * Reads a widget's `data-settings` (the parsed JSON; undefined = none). Only a root that is not an
 * object is an issue; every key is read loosely, an unknown effect becomes slide with a warning.
 */
export function readCarouselSettings(raw: unknown, widgetType?: string | null): Parsed<CarouselRead> {
  const r = raw ?? {};
  if (!isPlainObject(r)) return { ok: false, issue: { path: '(root)', expected: 'an object of widget settings', got: Array.isArray(r) ? 'an array' : typeof r } };
  const family = carouselFamily(widgetType);
  const warnings: string[] = [];
  const core = family === 'core';
  const slides = family === 'slides';
  let effect = slides ? r.transition : family === 'testimonial' ? 'slide' : r.effect;
  if (effect === undefined || effect === null || effect === '') effect = 'slide';
  if (typeof effect !== 'string' || !EFFECTS.includes(effect)) {
    warnings.push(`unknown effect ${JSON.stringify(effect).slice(0, 60)}: shown as slide`);
    effect = 'slide';
  }
  let contentAnimation = slides ? r.content_animation : '';
  if (contentAnimation === undefined || contentAnimation === null || contentAnimation === 'none') contentAnimation = '';
  if (!(['', ...CONTENT_ANIMATIONS] as unknown[]).includes(contentAnimation)) {
    warnings.push(`unknown content animation ${JSON.stringify(contentAnimation).slice(0, 60)}: none`);
    contentAnimation = '';
  }
  const sides = core && yes(r.infinite) ? r.offset_sides : 'none';
  const nav = r.navigation ?? 'both';
  const pagination = slides ? (nav === 'both' || nav === 'dots' ? 'bullets' : '') : r.pagination;
  return {
    ok: true,
    value: {
      warnings,
      settings: {
        family,
        perView: slides ? {} : perDevice(r, core ? 'slides_to_show' : 'slides_per_view', count),
        toScroll: slides ? {} : perDevice(r, 'slides_to_scroll', count),
        gap: slides ? {} : perDevice(r, core ? 'image_spacing_custom' : 'space_between', px),
        arrows: slides ? nav === 'both' || nav === 'arrows' : yes(core ? r.arrows : r.show_arrows),
        pagination: (['bullets', 'fraction', 'progressbar'] as unknown[]).includes(pagination) ? (pagination as Pagination) : '',
        loop: yes(core || slides ? r.infinite : r.loop),
        speed: ms(slides ? r.transition_speed : r.speed, DEFAULT_SPEED_MS),
        autoplay: yes(r.autoplay),
        delay: ms(r.autoplay_speed, DEFAULT_DELAY_MS),
        pauseOnHover: yes(r.pause_on_hover),
        pauseOnInteraction: yes(r.pause_on_interaction),
        stopOnLast: slides,
        effect: effect as string,
        skin: typeof r.skin === 'string' ? r.skin : '',
        contentAnimation: contentAnimation as ContentAnimation,
        offsetSides: sides === 'both' || sides === 'left' || sides === 'right' ? sides : 'none',
        offsetWidth: core ? perDevice(r, 'offset_width', px) : {},
        thumbsPerView: family === 'pro' && r.skin === 'slideshow' ? perDevice(r, 'slideshow_slides_per_view', count) : {},
        centeredThumbs: yes(r.centered_slides),
      },
    },
  };
}

export interface CarouselLayout {
  perView: number;
  toScroll: number;
  /** px */
  gap: number;
}

/** Pro's CarouselBase defaults per device (CA:24-32): not inherited from the larger device. */
const PRO_DEFAULTS: Record<DeviceMode, number> = { widescreen: 3, desktop: 3, laptop: 3, tablet_extra: 3, tablet: 2, mobile_extra: 2, mobile: 1 };

/** Desktop, then the page's max-width breakpoints from wide to narrow (Elementor's order for core's fallback). */
function chain(breakpoints: readonly Breakpoint[]): DeviceMode[] {
  return ['desktop', ...breakpoints.filter((b) => b.direction === 'max').sort((a, b) => b.value - a.value).map((b) => b.name)];
}

/** `mode`'s own value, else the next wider mode's, up to desktop (getResponsiveControlValue). */
function inherit(values: PerDevice, mode: DeviceMode, order: DeviceMode[]): number | undefined {
  if (mode === 'widescreen') return values.widescreen ?? values[''];
  for (let i = order.indexOf(mode); i > 0; i--) {
    const v = values[order[i]!];
    if (v !== undefined) return v;
  }
  return values[''];
}

const own = (values: PerDevice, mode: DeviceMode) => values[mode === 'desktop' ? '' : mode];

/**
 * Slides to show, to scroll and the gap on one device mode for `slides` slides:
 * pro — `min(count, v || default[device])`, defaults 3/3/2/1 (testimonial: 1); an effect other
 * than slide 1 (except the coverflow skin), slideshow skin 1; gap the device's own `.size || 0`; scroll `min(count, v || 1)`.
 * core — desktop `v || 3`; each breakpoint from wide to narrow `v || (mobile 1, tablet 1 when
 * desktop is 1 else 2, others the next wider value)`; gap inherits from wider (default 10);
 * scroll `v || 1`, and 1 whenever one slide shows.
 * slides — one slide, no gap.
 */
export function carouselLayout(s: CarouselSettings, mode: DeviceMode, slides: number, breakpoints: readonly Breakpoint[] = DEFAULT_BREAKPOINTS): CarouselLayout {
  const n = Math.max(1, slides);
  if (s.family === 'slides') return { perView: 1, toScroll: 1, gap: 0 };
  if (s.family === 'core') {
    const order = chain(breakpoints);
    const desktop = s.perView[''] ?? 3;
    let perView = mode === 'widescreen' ? (s.perView.widescreen ?? desktop) : desktop;
    let prev = desktop;
    for (const d of order.slice(1)) {
      const v = own(s.perView, d) ?? (d === 'mobile' ? 1 : d === 'tablet' ? (desktop === 1 ? 1 : 2) : prev);
      if (d === mode) perView = v;
      prev = v;
    }
    const toScroll = perView === 1 ? 1 : (own(s.toScroll, mode) ?? 1);
    const gap = Object.keys(s.gap).length ? (inherit(s.gap, mode, order) ?? 0) : 10;
    return { perView, toScroll, gap };
  }
  // CA getSlidesPerView: any effect but slide shows one; MC: the slideshow one, the coverflow skin its own count.
  const one = s.skin === 'slideshow' || (s.effect !== 'slide' && s.skin !== 'coverflow');
  const perView = one ? 1 : Math.min(n, own(s.perView, mode) ?? (s.family === 'testimonial' ? 1 : PRO_DEFAULTS[mode]));
  return { perView, toScroll: Math.min(n, own(s.toScroll, mode) ?? 1), gap: own(s.gap, mode) ?? 0 };
}

/** The slideshow skin's thumbnail defaults per device (MC:275-306): 5, tablet 4, mobile 3; not inherited. */
const THUMB_DEFAULTS: Record<DeviceMode, number> = { widescreen: 5, desktop: 5, laptop: 5, tablet_extra: 5, tablet: 4, mobile_extra: 4, mobile: 3 };

/**
 * The slideshow skin's thumbnail strip on one device: `min(count, slideshow_slides_per_view || default)`
 * (defaults 5/4/3), the gap the main carousel's `space_between` for the device (`.size || 0`).
 */
export function thumbsLayout(s: CarouselSettings, mode: DeviceMode, thumbs: number): { perView: number; gap: number } {
  return { perView: Math.min(Math.max(1, thumbs), own(s.thumbsPerView, mode) ?? THUMB_DEFAULTS[mode]), gap: own(s.gap, mode) ?? 0 };
}

/**
 * The Loop / nested Carousel's offset sides on one device, as inline insets in px (Elementor pads the
 * swiper container by `--swiper-offset-size` on those sides): `offset_width` inherited from the wider
 * device, default 80; none when `offset_sides` is none (or the carousel does not loop).
 */
export function offsetInsets(s: CarouselSettings, mode: DeviceMode, breakpoints: readonly Breakpoint[] = DEFAULT_BREAKPOINTS): { start: number; end: number } {
  if (s.offsetSides === 'none') return { start: 0, end: 0 };
  const w = inherit(s.offsetWidth, mode, chain(breakpoints)) ?? DEFAULT_OFFSET_PX;
  return { start: s.offsetSides === 'right' ? 0 : w, end: s.offsetSides === 'left' ? 0 : w };
}
