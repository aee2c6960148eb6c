import { describe, expect, it } from 'vitest';
import { parseBreakpoints } from '../../../src/core/builder/breakpoints';
import { carouselFamily, carouselLayout, looseNumber, readCarouselSettings, type CarouselSettings } from '../../../src/core/builder/carousel';
import { deviceMode, type DeviceMode } from '../../../src/core/builder/device-mode';

const read = (raw: unknown, type?: string) => {
  const r = readCarouselSettings(raw, type);
  if (!r.ok) throw new Error(JSON.stringify(r.issue));
  return r.value;
};
const settings = (raw: unknown, type?: string): CarouselSettings => read(raw, type).settings;
const layouts = (raw: unknown, type: string, slides = 8, modes: DeviceMode[] = ['desktop', 'tablet', 'mobile']) =>
  modes.map((m) => {
    const l = carouselLayout(settings(raw, type), m, slides);
    return `${m} ${l.perView}/${l.toScroll}/${l.gap}`;
  });

describe('carouselFamily (data-widget_type)', () => {
  it.each([
    ['media-carousel.default', 'pro'],
    ['testimonial-carousel.default', 'testimonial'],
    ['reviews.default', 'testimonial'],
    ['slides.default', 'slides'],
    ['loop-carousel.product', 'core'],
    ['nested-carousel.default', 'core'],
    [undefined, 'core'],
    ['image.default', 'core'],
  ])('%s -> %s', (type, family) => expect(carouselFamily(type)).toBe(family));
});

describe('looseNumber (Elementor prints numbers every way)', () => {
  it.each([
    [3, 3],
    ['3', 3],
    [' 4 ', 4],
    [{ unit: 'px', size: 10, sizes: [] }, 10],
    [{ unit: 'px', size: '20', sizes: [] }, 20],
    [{ unit: 'px', size: '', sizes: [] }, undefined],
    ['', undefined],
    [[], undefined],
    [null, undefined],
    [undefined, undefined],
    ['drie', undefined],
    [Number.NaN, undefined],
    [true, undefined],
    [{}, undefined],
  ])('%j -> %j', (v, n) => expect(looseNumber(v)).toBe(n));
});

describe('readCarouselSettings: coercion, bad values never throw', () => {
  it('the real media carousel sample (HTML 2505821638)', () => {
    const s = settings(
      { slides_per_view: '5', slides_per_view_tablet: '4', slides_per_view_mobile: '2', slides_to_scroll: '1', skin: 'carousel', effect: 'slide', show_arrows: 'yes', speed: 500, autoplay: 'yes', autoplay_speed: 5000, loop: 'yes', pause_on_hover: 'yes', pause_on_interaction: 'yes', space_between: { unit: 'px', size: 10, sizes: [] } },
      'media-carousel.default',
    );
    expect(s).toMatchObject({ family: 'pro', perView: { '': 5, tablet: 4, mobile: 2 }, toScroll: { '': 1 }, gap: { '': 10 }, arrows: true, pagination: '', loop: true, autoplay: true, delay: 5000, pauseOnHover: true, pauseOnInteraction: true, effect: 'slide', skin: 'carousel' });
  });
  it('the real loop carousel sample (HTML 66639942126): autoplay and infinite absent = off', () => {
    const s = settings({ template_id: '1961', slides_to_show: '4', image_spacing_custom: { unit: 'px', size: 20, sizes: [] }, _skin: 'post', slides_to_show_tablet: '2', slides_to_show_mobile: '1', slides_to_scroll: '1', speed: 500, pagination: 'bullets' }, 'loop-carousel.post');
    expect(s).toMatchObject({ family: 'core', perView: { '': 4, tablet: 2, mobile: 1 }, gap: { '': 20 }, pagination: 'bullets', loop: false, autoplay: false, arrows: false });
  });
  it('the Slides widget: navigation, infinite, transition, transition_speed', () => {
    expect(settings({ navigation: 'arrows', infinite: 'yes', transition: 'fade', transition_speed: '800', autoplay: 'yes' }, 'slides.default')).toMatchObject({ arrows: true, pagination: '', loop: true, effect: 'fade', speed: 800, autoplay: true, stopOnLast: true });
    expect(settings({}, 'slides.default')).toMatchObject({ arrows: true, pagination: 'bullets', loop: false, effect: 'slide' });
    expect(settings({ navigation: 'dots' }, 'slides.default')).toMatchObject({ arrows: false, pagination: 'bullets' });
    expect(settings({ navigation: 'none' }, 'slides.default')).toMatchObject({ arrows: false, pagination: '' });
  });
  it('nothing -> every default; "" and [] read as unset', () => {
    expect(settings(undefined)).toMatchObject({ perView: {}, toScroll: {}, gap: {}, arrows: false, pagination: '', loop: false, autoplay: false, delay: 5000, speed: 500, effect: 'slide' });
    expect(settings({ slides_to_show: '', slides_to_show_tablet: [], autoplay_speed: '', image_spacing_custom_mobile: { unit: 'px', size: '', sizes: [] } }).perView).toEqual({});
  });
  it.each([
    ['slides_to_show "drie"', { slides_to_show: 'drie' }],
    ['slides_to_show 0', { slides_to_show: 0 }],
    ['slides_to_show -2', { slides_to_show: -2 }],
    ['slides_to_show 1e308', { slides_to_show: 1e308 }],
    ['slides_to_show an object', { slides_to_show: { a: 1 } }],
    ['image_spacing_custom -5', { image_spacing_custom: { size: -5 } }],
    ['autoplay_speed "snel"', { autoplay_speed: 'snel' }],
    ['autoplay_speed 1e12', { autoplay_speed: 1e12 }],
    ['pagination "stars"', { pagination: 'stars' }],
    ['pagination 5', { pagination: 5 }],
  ])('bad value %s -> the default', (_n, raw) => {
    const s = settings(raw, 'loop-carousel.post');
    expect(s.perView).toEqual({});
    expect(s.delay).toBe(5000);
    expect(s.pagination).toBe('');
    expect(carouselLayout(s, 'desktop', 8)).toEqual({ perView: 3, toScroll: 1, gap: 10 });
  });
  it('a root that is not an object is the one issue', () => {
    expect(readCarouselSettings([1, 2])).toMatchObject({ ok: false, issue: { path: '(root)' } });
    expect(readCarouselSettings('x')).toMatchObject({ ok: false });
  });
  it('unknown effect -> slide with one warning; known effects kept (shown as a plain slide)', () => {
    const r = read({ effect: 'cards' }, 'media-carousel.default');
    expect(r.settings.effect).toBe('slide');
    expect(r.warnings).toEqual(['unknown effect "cards": shown as slide']);
    expect(read({ effect: 'fade' }, 'media-carousel.default')).toMatchObject({ settings: { effect: 'fade' }, warnings: [] });
    expect(read({ effect: 7 }, 'media-carousel.default').warnings).toHaveLength(1);
  });
  it('testimonial and reviews: effect forced to slide (no warning)', () => {
    expect(read({ effect: 'cube' }, 'testimonial-carousel.default')).toMatchObject({ settings: { effect: 'slide' }, warnings: [] });
  });
});

describe('carouselLayout: per-device resolution (slides to show / to scroll / gap)', () => {
  it('pro (media carousel): fixed defaults 3/2/1, not inherited (desktop 5, tablet empty -> 2)', () => {
    expect(layouts({ slides_per_view: '5' }, 'media-carousel.default')).toEqual(['desktop 5/1/0', 'tablet 2/1/0', 'mobile 1/1/0']);
    expect(layouts({}, 'media-carousel.default')).toEqual(['desktop 3/1/0', 'tablet 2/1/0', 'mobile 1/1/0']);
  });
  it('pro: min(count, v); scroll min(count, v || 1); gap the device\'s own size || 0', () => {
    const raw = { slides_per_view: '5', slides_per_view_tablet: '4', slides_per_view_mobile: '2', slides_to_scroll: '2', space_between: { size: 10 }, space_between_tablet: { size: 8 }, space_between_mobile: { size: '' } };
    expect(layouts(raw, 'media-carousel.default')).toEqual(['desktop 5/2/10', 'tablet 4/1/8', 'mobile 2/1/0']);
    expect(layouts(raw, 'media-carousel.default', 3)).toEqual(['desktop 3/2/10', 'tablet 3/1/8', 'mobile 2/1/0']);
  });
  it('pro: fade, cube and the slideshow skin show one slide', () => {
    expect(layouts({ slides_per_view: '4', effect: 'fade' }, 'media-carousel.default')).toEqual(['desktop 1/1/0', 'tablet 1/1/0', 'mobile 1/1/0']);
    expect(layouts({ slides_per_view: '4', skin: 'slideshow' }, 'media-carousel.default')[0]).toBe('desktop 1/1/0');
    expect(layouts({ slides_per_view: '4', effect: 'coverflow' }, 'media-carousel.default')[0]).toBe('desktop 4/1/0');
  });
  it('testimonial and reviews: 1 everywhere unless set', () => {
    expect(layouts({}, 'testimonial-carousel.default')).toEqual(['desktop 1/1/0', 'tablet 1/1/0', 'mobile 1/1/0']);
    expect(layouts({ slides_per_view: '2', space_between: { size: 20 } }, 'reviews.default')).toEqual(['desktop 2/1/20', 'tablet 1/1/0', 'mobile 1/1/0']);
  });
  it('core (loop carousel): the printed defaults 3/2/1, gap 10', () => {
    expect(layouts({}, 'loop-carousel.product')).toEqual(['desktop 3/1/10', 'tablet 2/1/10', 'mobile 1/1/10']);
  });
  it('core: tablet 1 when desktop is 1, else 2; mobile 1; gap inherits from wider', () => {
    expect(layouts({ slides_to_show: '1' }, 'loop-carousel.product')).toEqual(['desktop 1/1/10', 'tablet 1/1/10', 'mobile 1/1/10']);
    expect(layouts({ slides_to_show: '4', slides_to_scroll: '2', slides_to_scroll_tablet: '2', image_spacing_custom: { size: 20 }, image_spacing_custom_mobile: { size: 4 } }, 'nested-carousel.default')).toEqual(['desktop 4/2/20', 'tablet 2/2/20', 'mobile 1/1/4']);
  });
  it('core: the extra breakpoints take the next wider value (laptop from desktop, mobile_extra from tablet)', () => {
    const bps = parseBreakpoints({ laptop: { value: 1366, is_enabled: true }, mobile_extra: { value: 880, is_enabled: true } });
    if (!bps.ok) throw new Error('breakpoints');
    const s = settings({ slides_to_show: '5', slides_to_show_tablet: '3' }, 'loop-carousel.post');
    expect((['widescreen', 'laptop', 'tablet', 'mobile_extra', 'mobile'] as DeviceMode[]).map((m) => carouselLayout(s, m, 8, bps.value).perView)).toEqual([5, 5, 3, 3, 1]);
  });
  it('slides: one slide, no gap', () => {
    expect(layouts({ slides_to_show: '4' }, 'slides.default')).toEqual(['desktop 1/1/0', 'tablet 1/1/0', 'mobile 1/1/0']);
  });
});

describe('breakpoint switching (Elementor\'s CSS devices: mobile <= 767, tablet <= 1024)', () => {
  const s = settings({ slides_to_show: '4', slides_to_show_tablet: '2', slides_to_show_mobile: '1' }, 'loop-carousel.product');
  it.each([
    [375, 1],
    [767, 1],
    [768, 2],
    [1024, 2],
    [1025, 4],
    [1280, 4],
  ])('%i px -> %i per view', (w, n) => expect(carouselLayout(s, deviceMode(w), 8).perView).toBe(n));
  it('page settings breakpoints move the switch points', () => {
    const bps = parseBreakpoints({ mobile: 600, tablet: 900 });
    if (!bps.ok) throw new Error('breakpoints');
    expect([599, 601, 901].map((w) => carouselLayout(s, deviceMode(w, bps.value), 8, bps.value).perView)).toEqual([1, 2, 4]);
  });
});
