/**
 * Pointer drags on a carousel: a mouse drags the native scroller (touch scrolls it natively), a
 * fade carousel steps on a horizontal swipe, the slideshow's strip is dragged by a mouse. A chunk
 * of its own: a sliding carousel asks for it when a mouse first comes over it (a phone never does),
 * a fading one at once.
 */
import type { CarouselKit, CarouselPart } from './kit';

/** A drag shorter than this (px) is a click. */
const DRAG_PX = 6;
/** A swipe on a fade carousel longer than this (px) changes the slide. */
const SWIPE_PX = 40;
/** A mouse drag past this share of a slide goes on to the next one (Swiper's short swipe). */
const DRAG_RATIO = 0.15;

/**
 * Pointer drags on `el` for the pointer types `kinds` accepts: `move(dx)` while dragging, `end(dx)`
 * after; the click that ends a drag is swallowed, and images and links are not dragged out.
 */
export function pointerDrag(el: HTMLElement, signal: AbortSignal, kinds: (type: string) => boolean, move: (dx: number) => void, end: (dx: number) => void): void {
  let x0: number | undefined;
  let dragged = false;
  el.addEventListener(
    'pointerdown',
    (e) => {
      if (!e.isPrimary || e.button !== 0 || !kinds(e.pointerType) || (e.target as Element).closest('input, textarea, select, button, [contenteditable]')) return;
      x0 = e.clientX;
      dragged = false;
    },
    { signal },
  );
  el.addEventListener(
    'pointermove',
    (e) => {
      if (x0 === undefined) return;
      const dx = e.clientX - x0;
      if (!dragged && Math.abs(dx) < DRAG_PX) return;
      if (!dragged) {
        dragged = true;
        el.setAttribute('data-dragging', '');
        el.setPointerCapture?.(e.pointerId);
      }
      move(dx);
    },
    { signal },
  );
  const up = (e: PointerEvent) => {
    if (x0 === undefined) return;
    const dx = e.clientX - x0;
    x0 = undefined;
    if (!dragged) return;
    el.removeAttribute('data-dragging');
    const swallow = (c: Event) => {
      c.preventDefault();
      c.stopPropagation();
    };
    el.addEventListener('click', swallow, { capture: true, once: true, signal });
    setTimeout(() => el.removeEventListener('click', swallow, { capture: true }), 0);
    end(e.type === 'pointercancel' ? 0 : dx);
  };
  el.addEventListener('pointerup', up, { signal });
  el.addEventListener('pointercancel', up, { signal });
  el.addEventListener('dragstart', (e) => kinds('mouse') && e.preventDefault(), { signal });
  signal.addEventListener('abort', () => el.removeAttribute('data-dragging'));
}

/** The carousel's own drags: a swipe steps a fade carousel; a mouse drags the scroller and it settles on a slide. */
export function carouselDrag(k: CarouselKit): CarouselPart {
  const { wrapper, signal } = k;
  if (k.fade) {
    // No scroller to swipe: a horizontal swipe (touch or mouse) steps, vertical scrolling stays the page's.
    pointerDrag(wrapper, signal, () => true, () => {}, (dx) => Math.abs(dx) > SWIPE_PX && k.step(dx < 0 !== k.rtl() ? 1 : -1, true));
    return {};
  }
  // The scroller can be dragged now (the page sheet shows a grab cursor).
  k.attr(wrapper, 'data-draggable', true);
  let left0 = 0;
  let index0 = 0;
  wrapper.addEventListener('pointerdown', () => ((left0 = wrapper.scrollLeft), (index0 = k.index())), { signal });
  pointerDrag(
    wrapper,
    signal,
    (type) => type === 'mouse',
    (dx) => {
      if (k.idle()) k.depart();
      wrapper.scrollTo({ left: left0 - dx, behavior: 'instant' });
    },
    (dx) => {
      const tr = k.measure();
      const at = Math.abs(wrapper.scrollLeft) / Math.max(1, tr.step);
      const forward = dx < 0 !== k.rtl();
      const by = Math.abs(dx) / Math.max(1, tr.step) > DRAG_RATIO;
      const n = dx === 0 || !by ? index0 : forward ? Math.max(index0 + 1, Math.floor(at + 1 - DRAG_RATIO)) : Math.min(index0 - 1, Math.ceil(at - 1 + DRAG_RATIO));
      k.goFresh(Math.min(k.last(), Math.max(0, n)));
    },
  );
  return {};
}
