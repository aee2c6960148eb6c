import { describe, expect, it } from 'vitest';
import { maxIndex, pageCount, pageOf, pageStart, paginationView, slideLabel, stepIndex, visibleRange } from '../../../src/core/builder/carousel-nav';
import { thumbStart, thumbTarget } from '../../../src/core/builder/carousel-thumbs';
import { carouselStrings } from '../../../src/i18n/carousel';

const t = (count: number, perView: number, toScroll = 1, loop = false) => ({ count, perView, toScroll, loop });

describe('pages (Swiper snap points without loop clones)', () => {
  it.each([
    [t(8, 1), 7, 8],
    [t(8, 3), 5, 6],
    [t(8, 3, 2), 5, 4],
    [t(8, 4, 4), 4, 2],
    [t(3, 4), 0, 1],
    [t(0, 1), 0, 1],
  ])('%j -> max index %i, %i pages', (track, max, pages) => {
    expect(maxIndex(track)).toBe(max);
    expect(pageCount(track)).toBe(pages);
  });
  it('page start and page of an index (the end is the last page)', () => {
    const tr = t(8, 3, 2);
    expect([0, 1, 2, 3].map((p) => pageStart(p, tr))).toEqual([0, 2, 4, 5]);
    expect([0, 1, 2, 3, 4, 5].map((i) => pageOf(i, tr))).toEqual([0, 0, 1, 1, 2, 3]);
  });
});

describe('stepIndex (arrows, keys, autoplay)', () => {
  it.each([
    ['next', 0, 1, t(8, 3), 1],
    ['next at the end, no loop', 5, 1, t(8, 3), undefined],
    ['next at the end, loop rewinds', 5, 1, t(8, 3, 1, true), 0],
    ['previous at the start, loop', 0, -1, t(8, 3, 1, true), 5],
    ['previous at the start, no loop', 0, -1, t(8, 3), undefined],
    ['next by 2, clamped to the end', 4, 1, t(8, 3, 2), 5],
    ['previous by 2', 5, -1, t(8, 3, 2), 3],
    ['everything visible, loop: nowhere to go', 0, 1, t(3, 3, 1, true), undefined],
  ] as const)('%s', (_n, index, dir, track, expected) => expect(stepIndex(index, dir, track)).toBe(expected));
});

describe('paginationView: the text per type', () => {
  it('fraction "3 / 8"', () => expect(paginationView('fraction', 2, 8)).toEqual({ type: 'fraction', current: 3, total: 8, text: '3 / 8' }));
  it('bullets: one per page, the active one', () => expect(paginationView('bullets', 2, 8)).toEqual({ type: 'bullets', count: 8, active: 2 }));
  it('progressbar: (page + 1) / pages', () => expect(paginationView('progressbar', 1, 4)).toEqual({ type: 'progressbar', progress: 0.5, text: '2 / 4' }));
  it('none', () => expect(paginationView('', 1, 4)).toEqual({ type: '' }));
  it('out of range pages are clamped', () => expect(paginationView('fraction', 12, 8)).toMatchObject({ text: '8 / 8' }));
});

describe('slide labels', () => {
  it('Dutch by default: "3 van 8"; English "3 of 8"', () => {
    expect(slideLabel(carouselStrings.nl['carousel.slide'], 3, 8)).toBe('3 van 8');
    expect(slideLabel(carouselStrings.en['carousel.slide'], 3, 8)).toBe('3 of 8');
  });
  it('visible range', () => {
    expect(visibleRange(2, 3, 8)).toEqual([2, 5]);
    expect(visibleRange(6, 3, 8)).toEqual([6, 8]);
    expect(visibleRange(0, 1.5, 8)).toEqual([0, 2]);
    expect(visibleRange(0, 3.004, 8)).toEqual([0, 3]); // a measured 3.004 is three slides
  });
});

describe('slideshow thumbnails: the strip follows the main carousel, a thumbnail goes to its slide', () => {
  it.each([
    // index, thumbs, perView, centred -> first visible thumbnail
    [0, 8, 5, false, 0],
    [2, 8, 5, false, 2],
    [3, 8, 5, false, 3],
    [6, 8, 5, false, 3],
    [7, 8, 5, false, 3],
    [0, 8, 5, true, 0],
    [4, 8, 5, true, 2],
    [5, 8, 5, true, 3],
    [7, 8, 5, true, 3],
    [3, 8, 4, true, 1.5],
    [2, 3, 5, false, 0],
  ])('main slide %i of %i thumbs, %i per view, centred %s -> %d', (index, thumbs, perView, centered, start) => expect(thumbStart(index, thumbs, perView, centered)).toBe(start));
  it.each([
    [0, 8, 0],
    [5, 8, 5],
    [9, 8, 7],
    [-1, 8, 0],
    [2.6, 8, 2],
    [3, 0, 0],
  ])('thumbnail %d of a %i-slide carousel -> slide %i', (thumb, slides, to) => expect(thumbTarget(thumb, slides)).toBe(to));
});
