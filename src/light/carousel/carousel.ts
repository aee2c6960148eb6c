/**
 * <eb-carousel>: Elementor's carousel widgets (reference/elementor-widgets.md §3) on native
 * scrolling, no Swiper. The layout is CSS (carousel-document.css: scroll snap, slides per view and
 * gap as custom properties), so the element only sets the per-device values from `data-settings`,
 * drives the widget's own arrows and pagination, autoplays and keeps the WAI-ARIA carousel
 * pattern: labelled slides, off-screen slides inert, a pause/play control whenever autoplay is on,
 * autoplay stopped by focus, by reduced motion and while hovered, a polite live region only while
 * not rotating. Nothing runs while it is off screen; every carousel shares one resize listener.
 */
import { html, nothing, render } from 'lit-html';
import { carouselLayout, type CarouselRead } from '../../core/builder/carousel';
import { maxIndex, pageCount, pageOf, pageStart, paginationView, slideLabel, stepIndex, visibleRange, type Track } from '../../core/builder/carousel-nav';
import { deviceMode } from '../../core/builder/device-mode';
import type { CarouselStrings } from '../../i18n/carousel';
import { adoptSheet, sharedSheet } from '../../platform/adopt-styles';
import { onViewportResize } from '../../platform/resize-hub';
import { viewportWidth } from '../../platform/viewport';
import type { LightContext } from '../../../elements/base/light-element';
import documentCss from './carousel-document.css';

type Ctx = LightContext<CarouselRead, CarouselStrings>;

/** An http(s) URL (resolved against the page) or nothing: a lazy image never gets another scheme. */
function safeUrl(v: string, base: string): string | undefined {
  try {
    const u = new URL(v, base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}

export function setupCarousel(ctx: Ctx): void {
  const { host, root, config, breakpoints, signal, strings: t } = ctx;
  const s = config.settings;
  for (const w of config.warnings) console.warn(`[eb-carousel] ${w}`);
  const doc = host.ownerDocument;
  const win = doc.defaultView!;
  adoptSheet(doc, sharedSheet('eb-carousel:document', documentCss));

  // The widget's own pieces: not those of a carousel nested in a slide, nor the slideshow's thumbnails.
  const mine = (sel: string) => [...host.querySelectorAll<HTMLElement>(sel)].filter((el) => el.closest('eb-carousel') === host && !el.closest('.elementor-thumbnails-swiper'));
  const wrapper = mine('.swiper-wrapper')[0]!;
  const slides = [...wrapper.children].filter((el): el is HTMLElement => el.classList.contains('swiper-slide'));
  const count = slides.length;
  const swiper = wrapper.closest<HTMLElement>('.swiper, .elementor-main-swiper');
  const region = swiper && host.contains(swiper) ? swiper : wrapper;
  // Read once the slot projects the markup (an unslotted element inherits no direction).
  let rtl = false;
  const pag = s.pagination ? mine('.swiper-pagination')[0] : undefined;
  const motion = win.matchMedia('(prefers-reduced-motion: reduce)');

  // Attributes we set on the page's markup, restored as they were at teardown.
  const originals = new Map<Element, Map<string, string | null>>();
  const attr = (el: Element, name: string, value: string | boolean | null) => {
    const v = value === true ? '' : value === false ? null : value;
    let m = originals.get(el);
    if (!m) originals.set(el, (m = new Map()));
    if (!m.has(name)) m.set(name, el.getAttribute(name));
    if (v === null) el.removeAttribute(name);
    else if (el.getAttribute(name) !== v) el.setAttribute(name, v);
  };

  let layout = carouselLayout(s, deviceMode(viewportWidth(), breakpoints), count, breakpoints);
  const applyLayout = () => {
    layout = carouselLayout(s, deviceMode(viewportWidth(), breakpoints), count, breakpoints);
    host.style.setProperty('--se-carousel-per-view', String(layout.perView));
    host.style.setProperty('--se-carousel-gap', `${layout.gap}px`);
  };

  /** The track as laid out (the site's CSS may differ from the settings): slides per view measured. */
  const measure = (): Track & { step: number } => {
    const gap = parseFloat(getComputedStyle(wrapper).columnGap) || 0;
    const step = slides[0]!.getBoundingClientRect().width + gap;
    const perView = step > 0 ? Math.max(1, Math.round(((wrapper.clientWidth + gap) / step) * 100) / 100) : 1;
    return { count, perView, toScroll: layout.toScroll, loop: s.loop, step };
  };
  const indexFromScroll = () => {
    const tr = measure();
    const at = Math.abs(wrapper.scrollLeft);
    const max = maxIndex(tr);
    const room = wrapper.scrollWidth - wrapper.clientWidth;
    // Not laid out (hidden, detached): keep what is shown.
    if (tr.step <= 0 || wrapper.clientWidth === 0) return current;
    return room > 1 && at >= room - 1 ? max : Math.min(max, Math.round(at / tr.step));
  };

  let current = 0;
  let pending: number | undefined;
  let pendingTimer = 0;
  let status = '';
  let stopped = motion.matches;
  let hovered = false;
  let visible = false;
  let dirty = false;
  let timer = 0;
  let queued = 0;

  const rotating = () => s.autoplay && count > layout.perView && !stopped && !hovered && visible && !doc.hidden;

  function renderControls(): void {
    const on = rotating();
    render(
      html`${s.autoplay
        ? html`<button part="pause" class="pause" type="button" data-state=${stopped ? 'paused' : 'playing'} aria-label=${stopped ? t['carousel.play'] : t['carousel.pause']} @click=${toggle}></button>`
        : nothing}<slot></slot><div part="status" class="se-sr-only" aria-live=${on ? 'off' : 'polite'} aria-atomic="true">${status}</div>`,
      root,
    );
  }

  function renderPagination(page: number, pages: number): void {
    if (!pag) return;
    const v = paginationView(s.pagination, page, pages);
    if (v.type === 'bullets') {
      render(
        html`${Array.from(
          { length: v.count },
          (_, k) =>
            html`<button type="button" class="swiper-pagination-bullet ${k === v.active ? 'swiper-pagination-bullet-active' : ''}" aria-label=${t['carousel.goto'].replace('{n}', String(k + 1))} aria-current=${k === v.active ? 'true' : nothing} @click=${() => {
              interacted();
              go(pageStart(k, measure()));
            }}></button>`,
        )}`,
        pag,
      );
    } else if (v.type === 'fraction') {
      render(html`<span class="swiper-pagination-current">${v.current}</span> / <span class="swiper-pagination-total">${v.total}</span>`, pag);
    } else if (v.type === 'progressbar') {
      render(html`<span class="swiper-pagination-progressbar-fill"></span>`, pag);
      pag.style.setProperty('--se-carousel-progress', String(v.progress));
      attr(pag, 'role', 'progressbar');
      attr(pag, 'aria-label', t['carousel.progress']);
      attr(pag, 'aria-valuetext', v.text);
    }
  }

  /** Shows `index` as the first visible slide: labels, inert, lazy images, arrows, pagination, status. */
  function update(index: number): void {
    const tr = measure();
    current = index;
    const [from, to] = visibleRange(index, tr.perView, count);
    slides.forEach((el, k) => {
      attr(el, 'inert', k < from || k >= to);
      if (k >= from - 1 && k <= to) lazy(el);
    });
    const max = maxIndex(tr);
    for (const [el, off] of [
      [prev, !s.loop && index <= 0],
      [next, !s.loop && index >= max],
    ] as const) {
      if (!el) continue;
      attr(el, 'aria-disabled', off || max === 0 ? 'true' : null);
      el.classList.toggle('swiper-button-disabled', off || max === 0);
    }
    renderPagination(pageOf(index, tr), pageCount(tr));
    status = slideLabel(t['carousel.slide'], from + 1, count);
    renderControls();
  }

  const loaded = new WeakSet<Element>();
  function lazy(slide: HTMLElement): void {
    for (const el of [slide, ...slide.querySelectorAll<HTMLElement>('[data-background], img[data-src]')]) {
      const bg = el.getAttribute('data-background');
      const src = el.localName === 'img' ? el.getAttribute('data-src') : null;
      if ((bg === null && src === null) || loaded.has(el)) continue;
      loaded.add(el);
      const url = safeUrl(bg ?? src!, doc.baseURI);
      if (url && bg !== null) el.style.backgroundImage = `url("${url}")`;
      else if (url) (el as HTMLImageElement).src = url;
      el.classList.remove('swiper-lazy');
      el.classList.toggle('swiper-lazy-loaded', !!url);
      el.setAttribute('data-lazy', url ? 'loaded' : 'refused');
      for (const p of el.querySelectorAll(':scope > .swiper-lazy-preloader')) p.remove();
    }
  }

  /** Scrolls natively to slide `i` (smooth only when motion is allowed). */
  function go(i: number): void {
    const slide = slides[i];
    if (!slide) return;
    const a = slide.getBoundingClientRect();
    const w = wrapper.getBoundingClientRect();
    const start = w.left + wrapper.clientLeft;
    const delta = rtl ? a.right - (start + wrapper.clientWidth) : a.left - start;
    update(i);
    if (Math.abs(delta) < 1) return;
    pending = i;
    win.clearTimeout(pendingTimer);
    pendingTimer = win.setTimeout(settle, 1500);
    wrapper.scrollTo({ left: wrapper.scrollLeft + delta, behavior: motion.matches ? 'instant' : 'smooth' });
  }
  function settle(): void {
    pending = undefined;
    win.clearTimeout(pendingTimer);
    update(indexFromScroll());
  }

  function step(dir: 1 | -1, user: boolean): void {
    if (user) interacted();
    const n = stepIndex(pending ?? current, dir, measure());
    if (n !== undefined) go(n);
  }

  function sync(): void {
    win.clearTimeout(timer);
    timer = 0;
    const on = rotating();
    if (on) timer = win.setTimeout(tick, s.delay);
    host.toggleAttribute('data-rotating', on);
    renderControls();
  }
  function tick(): void {
    timer = 0;
    // Swiper's autoplay rewinds at the end unless it stops on the last slide (the Slides widget).
    const n = stepIndex(pending ?? current, 1, { ...measure(), loop: s.loop || !s.stopOnLast });
    if (n === undefined) stopped = true;
    else go(n);
    sync();
  }
  function toggle(): void {
    stopped = !stopped;
    sync();
  }
  /** A visitor moved the carousel: autoplay stops for good with pause_on_interaction, else restarts its delay. */
  function interacted(): void {
    if (s.pauseOnInteraction) stopped = true;
    sync();
  }

  // ---- the page's markup -----------------------------------------------------------------
  attr(host, 'data-enhanced', true);
  if (!host.querySelector('[aria-roledescription=carousel]') && !host.closest('[aria-roledescription=carousel]')) {
    attr(region, 'role', 'region');
    attr(region, 'aria-roledescription', 'carousel');
    if (!region.hasAttribute('aria-label') && !region.hasAttribute('aria-labelledby')) attr(region, 'aria-label', t['carousel.label']);
  }
  // The scroller takes focus (arrow keys), so a carousel without links stays keyboard-usable.
  attr(wrapper, 'tabindex', '0');
  slides.forEach((el, k) => {
    attr(el, 'role', 'group');
    attr(el, 'aria-roledescription', 'slide');
    attr(el, 'aria-label', slideLabel(t['carousel.slide'], k + 1, count));
  });
  const [prev, next] = ['prev', 'next'].map((d) => mine(`.elementor-swiper-button-${d}`)[0]);
  for (const [el, dir] of [
    [prev, -1],
    [next, 1],
  ] as const) {
    if (!el) continue;
    if (el.localName !== 'button') {
      attr(el, 'role', 'button');
      attr(el, 'tabindex', '0');
    }
    if (!el.getAttribute('aria-label')) attr(el, 'aria-label', t[dir < 0 ? 'carousel.prev' : 'carousel.next']);
    el.addEventListener('click', () => step(dir, true), { signal });
    el.addEventListener(
      'keydown',
      (e) => {
        if (e.key !== 'Enter' && e.key !== ' ') return;
        e.preventDefault();
        step(dir, true);
      },
      { signal },
    );
  }
  // Swiper's classes on the pagination, which Elementor's CSS lays it out by (without `-horizontal` the
  // bullets sat at the left, as wide as themselves, on the real Elementor 3.32 markup); only those we add
  // are removed at teardown.
  const pagAdded = pag ? [`swiper-pagination-${s.pagination}`, 'swiper-pagination-horizontal', ...(s.pagination === 'bullets' ? ['swiper-pagination-clickable'] : [])].filter((c) => !pag.classList.contains(c)) : [];
  if (pag) pag.classList.add(...pagAdded);

  // ---- events ------------------------------------------------------------------------------
  host.addEventListener(
    'keydown',
    (e) => {
      if (e.defaultPrevented || (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.composedPath()[0] as Element;
      if (target.closest?.('input, textarea, select, [contenteditable]')) return;
      e.preventDefault();
      step((e.key === 'ArrowRight') !== rtl ? 1 : -1, true);
    },
    { signal },
  );
  // Focus on the slides or the widget's controls stops autoplay (not the pause button: the host itself).
  host.addEventListener('focusin', (e) => e.target !== host && s.autoplay && !stopped && ((stopped = true), sync()), { signal });
  host.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && s.pauseOnHover && ((hovered = true), sync()), { signal });
  host.addEventListener('pointerleave', () => hovered && ((hovered = false), sync()), { signal });
  for (const type of ['pointerdown', 'wheel'] as const) {
    wrapper.addEventListener(type, (e) => (type === 'pointerdown' || (e as WheelEvent).deltaX !== 0) && s.autoplay && interacted(), { passive: true, signal });
  }
  wrapper.addEventListener(
    'scroll',
    () => {
      if (pending === undefined) queued ||= win.requestAnimationFrame(() => ((queued = 0), update(indexFromScroll())));
    },
    { passive: true, signal },
  );
  wrapper.addEventListener('scrollend', settle, { signal });
  motion.addEventListener('change', () => motion.matches && ((stopped = true), sync()), { signal });
  doc.addEventListener('visibilitychange', sync, { signal });
  const io = new IntersectionObserver((entries) => {
    visible = entries[entries.length - 1]!.isIntersecting;
    if (visible && dirty) {
      dirty = false;
      update(indexFromScroll());
    }
    sync();
  });
  io.observe(host);
  ctx.onTeardown(
    onViewportResize(() => {
      applyLayout();
      if (visible) update(indexFromScroll());
      else dirty = true;
    }),
  );
  ctx.onTeardown(() => {
    io.disconnect();
    win.clearTimeout(timer);
    win.clearTimeout(pendingTimer);
    win.cancelAnimationFrame(queued);
    if (pag) {
      render(nothing, pag);
      pag.classList.remove(...pagAdded);
      pag.style.removeProperty('--se-carousel-progress');
    }
    host.style.removeProperty('--se-carousel-per-view');
    host.style.removeProperty('--se-carousel-gap');
    host.removeAttribute('data-rotating');
    for (const [el, m] of originals) for (const [n, v] of m) v === null ? el.removeAttribute(n) : el.setAttribute(n, v);
  });

  applyLayout();
  // The slot first: until the shadow root projects the slides they have no box to measure.
  renderControls();
  rtl = getComputedStyle(wrapper).direction === 'rtl';
  update(0);
  sync();
}
