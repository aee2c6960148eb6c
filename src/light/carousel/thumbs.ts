/**
 * The Media Carousel's slideshow skin: its strip of linked thumbnails (a second swiper after the
 * main one). A chunk of its own, loaded only by a carousel that has the strip (issue 31's size
 * goal: the other five widgets and the other skins never download it).
 */
import { thumbStart, thumbTarget } from '../../core/builder/carousel-thumbs';
import type { CarouselKit, CarouselPart } from './kit';
import { pointerDrag } from './drag';
import { lazy } from './images';

export function slideshowThumbs(k: CarouselKit, box: HTMLElement, wrapper: HTMLElement): CarouselPart {
  const { host, s, t, signal, count } = k;
  const thumbs = [...wrapper.children].filter((el): el is HTMLElement => el.classList.contains('swiper-slide'));
  const strip = k.glider(wrapper);
  if (box.getAttribute('role') === 'region') {
    // Elementor labels both swipers with the same slides_name: two landmarks of one name.
    const label = box.getAttribute('aria-label');
    if (!label || label === k.region.getAttribute('aria-label')) k.attr(box, 'aria-label', label ? `${label}: ${t['carousel.thumbs']}` : t['carousel.thumbs']);
  }
  thumbs.forEach((el, i) => {
    k.attr(el, 'role', 'button');
    k.attr(el, 'aria-roledescription', null);
    k.attr(el, 'aria-label', t['carousel.goto'].replace('{n}', String(i + 1)));
    // The strip is small: its lazy backgrounds load at once.
    lazy(el);
  });
  let left0 = 0;
  wrapper.addEventListener('pointerdown', () => ((left0 = wrapper.scrollLeft), strip.stop()), { signal });
  pointerDrag(wrapper, signal, (type) => type === 'mouse', (dx) => wrapper.scrollTo({ left: left0 - dx, behavior: 'instant' }), () => {});
  const pick = (e: Event) => {
    const i = thumbs.indexOf((e.target as Element).closest?.('.swiper-slide') as HTMLElement);
    if (i < 0) return;
    k.interacted();
    k.go(thumbTarget(i, count));
  };
  wrapper.addEventListener('click', pick, { signal });
  wrapper.addEventListener('keydown', (e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), pick(e)), { signal });
  // On a thumbnail, focus follows the slide the arrow keys chose (a roving tabindex over the strip).
  // (After the carousel's own arrow-key handler, which prevents the default of the keys it used.)
  host.addEventListener(
    'keydown',
    (e) => {
      if (e.defaultPrevented && e.key.startsWith('Arrow') && thumbs.includes((e.composedPath()[0] as Element).closest?.('.swiper-slide') as HTMLElement)) thumbs[thumbTarget(k.index(), thumbs.length)]?.focus({ preventScroll: true });
    },
    { signal },
  );

  return {
    show(index) {
      const on = thumbTarget(index, thumbs.length);
      thumbs.forEach((el, i) => {
        k.cls(el, 'swiper-slide-active', i === on);
        k.attr(el, 'aria-current', i === on ? 'true' : null);
        k.attr(el, 'tabindex', i === on ? '0' : '-1');
      });
      const b = k.box(wrapper, thumbs[0]);
      const start = thumbStart(on, thumbs.length, b.perView, s.centeredThumbs);
      strip.to(k.target(wrapper, thumbs[Math.floor(start)]!) + (k.rtl() ? -1 : 1) * (start % 1) * b.step, k.ms());
    },
    stop: strip.stop,
  };
}
