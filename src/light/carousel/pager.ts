/**
 * The fraction ("3 / 8") and progress-bar paginations (the bullets are the carousel's own). A chunk
 * of its own, loaded only by a carousel with one of them.
 */
import { html, render } from 'lit-html';
import type { PaginationView } from '../../core/builder/carousel-nav';
import type { CarouselKit, CarouselPart } from './kit';

export function pager(k: CarouselKit, pag: HTMLElement): CarouselPart {
  return {
    page(v: PaginationView) {
      if (v.type === 'fraction') render(html`<span class="swiper-pagination-current">${v.current}</span> / <span class="swiper-pagination-total">${v.total}</span>`, pag);
      else if (v.type === 'progressbar') {
        render(html`<span class="swiper-pagination-progressbar-fill"></span>`, pag);
        pag.style.setProperty('--se-carousel-progress', String(v.progress));
        k.attr(pag, 'role', 'progressbar');
        k.attr(pag, 'aria-label', k.t['carousel.progress']);
        k.attr(pag, 'aria-valuetext', v.text);
      }
    },
  };
}
