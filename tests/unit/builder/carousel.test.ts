import { describe, expect, it } from 'vitest';
import { parseBreakpoints } from '../../../src/core/builder/breakpoints';
import { carouselFamily, carouselLayout, looseNumber, offsetInsets, readCarouselSettings, thumbsLayout, type CarouselSettings } from '../../../src/core/builder/carousel';
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
  it('pro: fade, cube, flip and the slideshow skin show one slide', () => {
    expect(layouts({ slides_per_view: '4', effect: 'fade' }, 'media-carousel.default')).toEqual(['desktop 1/1/0', 'tablet 1/1/0', 'mobile 1/1/0']);
    expect(layouts({ slides_per_view: '4', skin: 'slideshow' }, 'media-carousel.default')[0]).toBe('desktop 1/1/0');
    // CA:50-55: any effect but slide shows one; MC: the coverflow skin keeps its count.
    expect(layouts({ slides_per_view: '4', effect: 'coverflow' }, 'media-carousel.default')[0]).toBe('desktop 1/1/0');
    expect(layouts({ slides_per_view: '4', skin: 'coverflow' }, 'media-carousel.default')[0]).toBe('desktop 4/1/0');
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

describe('issue 31, the rest: content animation, offset sides, slideshow thumbnails (coercion)', () => {
  it.each([
    [{ content_animation: 'fadeInUp' }, 'fadeInUp', 0],
    [{ content_animation: 'zoomIn' }, 'zoomIn', 0],
    [{ content_animation: '' }, '', 0],
    [{ content_animation: 'none' }, '', 0],
    [{}, '', 0],
    [{ content_animation: 'bounce' }, '', 1],
    [{ content_animation: 3 }, '', 1],
  ])('slides %j -> content animation %j (%i warnings)', (raw, anim, warnings) => {
    const r = read(raw, 'slides.default');
    expect(r.settings.contentAnimation).toBe(anim);
    expect(r.warnings).toHaveLength(warnings);
  });
  it('content animation belongs to the Slides widget only', () => {
    expect(settings({ content_animation: 'fadeInUp' }, 'media-carousel.default').contentAnimation).toBe('');
  });
  it.each([
    [{ infinite: 'yes', offset_sides: 'both' }, 'both'],
    [{ infinite: 'yes', offset_sides: 'left' }, 'left'],
    [{ infinite: 'yes', offset_sides: 'right' }, 'right'],
    [{ infinite: 'yes', offset_sides: 'none' }, 'none'],
    [{ infinite: 'yes', offset_sides: 'top' }, 'none'],
    [{ infinite: 'yes', offset_sides: ['both'] }, 'none'],
    [{ offset_sides: 'both' }, 'none'],
    [{ infinite: '', offset_sides: 'both' }, 'none'],
  ])('loop carousel %j -> offset sides %s (only with infinite, as the control\'s condition)', (raw, sides) => {
    expect(settings(raw, 'loop-carousel.post').offsetSides).toBe(sides);
  });
  it('offset sides belong to the loop and nested carousels', () => {
    expect(settings({ loop: 'yes', infinite: 'yes', offset_sides: 'both' }, 'media-carousel.default').offsetSides).toBe('none');
    expect(settings({ infinite: 'yes', offset_sides: 'right' }, 'nested-carousel.default').offsetSides).toBe('right');
  });
  it('slideshow thumbnails per view and centred thumbs read loosely', () => {
    const s = settings({ skin: 'slideshow', slideshow_slides_per_view: '6', slideshow_slides_per_view_mobile: 2, slideshow_slides_per_view_tablet: '', centered_slides: 'yes' }, 'media-carousel.default');
    expect(s.thumbsPerView).toEqual({ '': 6, mobile: 2 });
    expect(s.centeredThumbs).toBe(true);
    expect(settings({ skin: 'carousel', slideshow_slides_per_view: '6' }, 'media-carousel.default').thumbsPerView).toEqual({});
  });
});

describe('offsetInsets: the peeks per device (px)', () => {
  const insets = (raw: object, modes: DeviceMode[] = ['desktop', 'tablet', 'mobile']) => {
    const s = settings({ infinite: 'yes', ...raw }, 'loop-carousel.post');
    return modes.map((m) => {
      const o = offsetInsets(s, m);
      return `${m} ${o.start}/${o.end}`;
    });
  };
  it.each([
    [{ offset_sides: 'none', offset_width: { size: 50 } }, ['desktop 0/0', 'tablet 0/0', 'mobile 0/0']],
    [{ offset_sides: 'both' }, ['desktop 80/80', 'tablet 80/80', 'mobile 80/80']],
    [{ offset_sides: 'left', offset_width: { unit: 'px', size: 60, sizes: [] } }, ['desktop 60/0', 'tablet 60/0', 'mobile 60/0']],
    [{ offset_sides: 'right', offset_width: { size: '60' }, offset_width_mobile: { size: 24 } }, ['desktop 0/60', 'tablet 0/60', 'mobile 0/24']],
    [{ offset_sides: 'both', offset_width: { size: 100 }, offset_width_tablet: { size: 40 }, offset_width_mobile: { size: '' } }, ['desktop 100/100', 'tablet 40/40', 'mobile 40/40']],
    [{ offset_sides: 'both', offset_width: { size: -3 } }, ['desktop 80/80', 'tablet 80/80', 'mobile 80/80']],
  ])('%j -> %j', (raw, out) => expect(insets(raw)).toEqual(out));
});

describe('thumbsLayout: the slideshow strip per device', () => {
  const strip = (raw: object, thumbs = 8) => {
    const s = settings({ skin: 'slideshow', ...raw }, 'media-carousel.default');
    return (['desktop', 'tablet', 'mobile'] as DeviceMode[]).map((m) => {
      const l = thumbsLayout(s, m, thumbs);
      return `${m} ${l.perView}/${l.gap}`;
    });
  };
  it.each([
    [{}, 8, ['desktop 5/0', 'tablet 4/0', 'mobile 3/0']],
    [{ slideshow_slides_per_view: '6' }, 8, ['desktop 6/0', 'tablet 4/0', 'mobile 3/0']],
    [{ slideshow_slides_per_view_mobile: '2', space_between: { size: 10 }, space_between_mobile: { size: 4 } }, 8, ['desktop 5/10', 'tablet 4/0', 'mobile 2/4']],
    [{}, 3, ['desktop 3/0', 'tablet 3/0', 'mobile 3/0']],
    [{ slideshow_slides_per_view: 'veel' }, 8, ['desktop 5/0', 'tablet 4/0', 'mobile 3/0']],
  ])('%j with %i thumbs -> %j', (raw, n, out) => expect(strip(raw, n)).toEqual(out));
});

describe('coverflow, cube and flip: read, shown as a plain slide without a warning', () => {
  it.each([
    [{ skin: 'coverflow', slides_per_view: '3' }, 'slide', 3],
    [{ skin: 'coverflow', effect: 'coverflow', slides_per_view: '3' }, 'coverflow', 3],
    [{ effect: 'cube', slides_per_view: '3' }, 'cube', 1],
    [{ effect: 'flip', slides_per_view: '3' }, 'flip', 1],
    [{ effect: 'coverflow', slides_per_view: '3' }, 'coverflow', 1],
  ])('media carousel %j -> effect %s, %i per view on desktop, no warning', (raw, effect, perView) => {
    const r = read(raw, 'media-carousel.default');
    expect(r.warnings).toEqual([]);
    expect(r.settings.effect).toBe(effect);
    expect(carouselLayout(r.settings, 'desktop', 8).perView).toBe(perView);
  });
});
