/**
 * <eb-carousel>: Elementor's carousel widgets (reference/elementor-widgets.md §3) on native
 * scrolling, no Swiper. The layout is CSS (carousel-document.css: scroll snap, slides per view and
 * gap as custom properties), so the element only sets the per-device values from `data-settings`,
 * drives the widget's own arrows and pagination, autoplays and keeps the WAI-ARIA carousel
 * pattern: labelled slides, off-screen slides inert, a pause/play control whenever autoplay is on,
 * autoplay stopped by focus, by reduced motion and while hovered, a polite live region only while
 * not rotating. No autoplay while it is off screen; every carousel shares one resize listener, and a
 * ResizeObserver keeps the inert slides in step with the slides per view as laid out.
 * Issue 31's rest: the fade effect (stacked slides, CSS opacity), offset sides, `speed` (a scroll
 * glide of that duration). What only some carousels need is an optional part in a chunk of its own
 * (see CarouselKit in kit.ts): autoplay, the fraction and progress-bar paginations, lazy images, the slideshow
 * skin's linked thumbnails, Ken Burns and the content animation, drags.
 */
import { html, nothing, render } from 'lit-html';
import { carouselLayout, offsetInsets, thumbsLayout, type CarouselRead } from '../../core/builder/carousel';
import { maxIndex, pageCount, pageOf, pageStart, paginationView, slideLabel, stepIndex, visibleRange, type Track } from '../../core/builder/carousel-nav';
import { deviceMode } from '../../core/builder/device-mode';
import type { CarouselStrings } from '../../i18n/carousel';
import { adoptSheet, sharedSheet } from '../../platform/adopt-styles';
import { onViewportResize } from '../../platform/resize-hub';
import { viewportWidth } from '../../platform/viewport';
import type { LightContext } from '../context';
import type { CarouselKit, CarouselPart, Glider } from './kit';
import { markupEdits } from '../markup-edits';

type Ctx = LightContext<CarouselRead, CarouselStrings>;

/** Elementor's lazy slide images (images.ts loads them). */
const LAZY = '[data-background], img[data-src]';

/** Where scrollend is missing: this long without a scroll event ends a move (ms). */
const SCROLL_QUIET_MS = 150;

/**
 * Scrolls `el` to `left` in `ms` (Swiper's `speed`) with snapping off meanwhile (`data-gliding`),
 * then calls `done`; `ms` 0 jumps. The returned function stops a glide (a visitor took over).
 */
function glider(el: HTMLElement, win: Window): Glider {
  let raf = 0;
  const stop = () => {
    win.cancelAnimationFrame(raf);
    raf = 0;
    el.removeAttribute('data-gliding');
  };
  const to = (left: number, ms: number, done?: () => void) => {
    stop();
    const from = el.scrollLeft;
    if (ms <= 0 || Math.abs(left - from) < 1) {
      el.scrollTo({ left, behavior: 'instant' });
      done?.();
      return;
    }
    el.setAttribute('data-gliding', '');
    const t0 = win.performance.now();
    const frame = (now: number) => {
      const k = Math.min(1, (now - t0) / ms);
      el.scrollTo({ left: from + (left - from) * (1 - (1 - k) ** 3), behavior: 'instant' });
      if (k < 1) raf = win.requestAnimationFrame(frame);
      else {
        stop();
        done?.();
      }
    };
    raf = win.requestAnimationFrame(frame);
  };
  return { to, stop, busy: () => raf !== 0 };
}

/**
 * The page sheet (carousel-document.css) lays the widget out. A page links it in <head>
 * (dist/eb-carousel.css; its `--se-carousel-sheet` marker shows on the element); otherwise its
 * text comes in a chunk of its own and is adopted before the carousel is set up.
 */
export function setupCarousel(ctx: Ctx): void {
  const doc = ctx.host.ownerDocument;
  if (doc.defaultView!.getComputedStyle(ctx.host).getPropertyValue('--se-carousel-sheet').trim()) return enhance(ctx);
  import('./sheet')
    .then(({ default: css }) => {
      if (ctx.signal.aborted) return;
      adoptSheet(doc, sharedSheet('eb-carousel:document', css));
      enhance(ctx);
    })
    .catch((e: unknown) => {
      ctx.logError('render failed', e);
      ctx.host.setAttribute('data-error', 'render');
    });
}

function enhance(ctx: Ctx): void {
  const { host, root, config, breakpoints, signal, strings: t } = ctx;
  const s = config.settings;
  for (const w of config.warnings) console.warn(`[eb-carousel] ${w}`);
  const doc = host.ownerDocument;
  const win = doc.defaultView!;

  // The widget's own pieces: not those of a carousel nested in a slide, nor the slideshow's thumbnails.
  const mine = (sel: string) => [...host.querySelectorAll<HTMLElement>(sel)].filter((el) => el.closest('eb-carousel') === host && !el.closest('.elementor-thumbnails-swiper'));
  const wrapper = mine('.swiper-wrapper')[0]!;
  const slides = [...wrapper.children].filter((el): el is HTMLElement => el.classList.contains('swiper-slide'));
  const count = slides.length;
  const swiper = wrapper.closest<HTMLElement>('.swiper, .elementor-main-swiper');
  const region = swiper && host.contains(swiper) ? swiper : wrapper;
  // Read once the slot projects the markup (an unslotted element inherits no direction).
  let rtl = false;
  const slideshow = s.skin === 'slideshow';
  // The slideshow's main carousel has no pagination (MC: `delete options.pagination`).
  const pag = s.pagination && !slideshow ? mine('.swiper-pagination')[0] : undefined;
  const motion = win.matchMedia('(prefers-reduced-motion: reduce)');
  const fade = s.effect === 'fade';
  // The optional parts (see CarouselKit), set up as their chunks arrive: their handlers run after the carousel's.
  const parts: CarouselPart[] = [];
  // The slideshow skin's thumbnail strip (a second swiper after the main one).
  const thumbsBox = slideshow ? host.querySelector<HTMLElement>('.elementor-thumbnails-swiper') : null;
  const strip = thumbsBox?.querySelector<HTMLElement>('.swiper-wrapper');
  const main = glider(wrapper, win);
  const ms = () => (motion.matches ? 0 : s.speed);

  // Attributes and classes we set on the page's markup (swiper-slide-active, Ken Burns, content
  // animation, ARIA), put back as they were at teardown.
  const { attr, cls, restore } = markupEdits();

  // Set by applyLayout, before anything reads them.
  let layout: ReturnType<typeof carouselLayout>;
  let props: [string, string][] = [];
  const applyLayout = () => {
    const mode = deviceMode(viewportWidth(), breakpoints);
    layout = carouselLayout(s, mode, count, breakpoints);
    const off = offsetInsets(s, mode, breakpoints);
    props = [
      ['per-view', String(layout.perView)],
      ['gap', `${layout.gap}px`],
      ['speed', `${s.speed}ms`],
      ['offset-start', `${off.start}px`],
      ['offset-end', `${off.end}px`],
    ];
    if (strip) {
      const tl = thumbsLayout(s, mode, strip.children.length);
      props.push(['thumbs-per-view', String(tl.perView)], ['thumbs-gap', `${tl.gap}px`]);
    }
    for (const [k, v] of props) host.style.setProperty(`--se-carousel-${k}`, v);
  };

  /** The track as laid out (the site's CSS may differ from the settings): slides per view measured. */
  /** A scroller's slide step, slides per view and inline paddings (offset sides), as laid out. */
  const box = (el: HTMLElement, first: HTMLElement | undefined) => {
    const cs = getComputedStyle(el);
    const gap = parseFloat(cs.columnGap) || 0;
    const padL = parseFloat(cs.paddingLeft) || 0;
    const padR = parseFloat(cs.paddingRight) || 0;
    const step = (first?.getBoundingClientRect().width ?? 0) + gap;
    const perView = step > 0 ? Math.max(1, Math.round(((el.clientWidth - padL - padR + gap) / step) * 100) / 100) : 1;
    return { step, perView, padL, padR };
  };
  const measure = (): Track & { step: number } => {
    const b = fade ? { step: 1, perView: 1 } : box(wrapper, slides[0]);
    return { count, perView: b.perView, toScroll: layout.toScroll, loop: s.loop, step: b.step };
  };
  /** The scroll position that brings `el`'s first edge (inline start) to the scroller's content start. */
  const target = (scroller: HTMLElement, el: HTMLElement) => {
    const b = box(scroller, el);
    const a = el.getBoundingClientRect();
    const start = scroller.getBoundingClientRect().left + scroller.clientLeft;
    return scroller.scrollLeft + (rtl ? a.right - (start + scroller.clientWidth - b.padR) : a.left - (start + b.padL));
  };
  const indexFromScroll = () => {
    if (fade) return current;
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
  /** Where the last move ended: the scroll event a glide's last frame sends is not a new move. */
  let settledLeft = 0;
  let quiet = 0;
  const scrollEnd = 'onscrollend' in (win as object);
  let status = '';
  let visible = false;
  let queued = 0;

  function renderControls(): void {
    render(
      html`${parts.map((p) => p.controls?.())}<slot></slot><div part="status" class="se-sr-only" aria-live=${parts.some((p) => p.rotating?.()) ? 'off' : 'polite'} aria-atomic="true">${status}</div>`,
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
    } else for (const p of parts) p.page?.(v);
  }

  /** Shows `index` as the first visible slide: labels, inert, lazy images, arrows, pagination, status. */
  function update(index: number): void {
    const tr = measure();
    if (index !== current || !slides[index]!.classList.contains('swiper-slide-active')) show(index);
    current = index;
    const [from, to] = visibleRange(index, tr.perView, count);
    slides.forEach((el, k) => attr(el, 'inert', k < from || k >= to));
    for (const p of parts) p.view?.(from, to);
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

  /** The current slide: Swiper's active class (the fade shows it), and the parts' (Ken Burns, the thumbnails). */
  function show(index: number): void {
    slides.forEach((el, k) => cls(el, 'swiper-slide-active', k === index));
    for (const p of parts) p.show?.(index);
  }

  /** A move ended (the Slides widget's content animation plays on the slide that arrived). */
  function arrive(): void {
    for (const p of parts) p.arrive?.(current);
  }
  /** A move started. */
  function depart(): void {
    for (const p of parts) p.depart?.();
  }

  /** Goes to slide `i`: a native scroll glide of `speed` ms (a jump under reduced motion), or the fade. */
  function go(i: number): void {
    const slide = slides[i];
    if (!slide || (i === current && pending === undefined && fade)) return;
    const left = fade ? 0 : target(wrapper, slide);
    const moved = i !== current;
    update(i);
    if (!fade && Math.abs(left - wrapper.scrollLeft) < 1) return moved ? arrive() : undefined;
    depart();
    pending = i;
    win.clearTimeout(pendingTimer);
    // The fade's CSS transition lasts `speed`; a glide calls settle itself (the timer is a safety net).
    pendingTimer = win.setTimeout(settle, fade ? ms() : ms() + 1000);
    if (!fade) main.to(left, ms(), settle);
  }
  function settle(): void {
    if (main.busy()) return;
    pending = undefined;
    win.clearTimeout(pendingTimer);
    settledLeft = wrapper.scrollLeft;
    update(indexFromScroll());
    arrive();
  }

  /** A scroll ended (scrollend, or a pause in the scroll events): settle unless a glide or a drag goes on. */
  function ended(): void {
    if (!main.busy() && !wrapper.hasAttribute('data-dragging')) settle();
  }

  function step(dir: 1 | -1, user: boolean): void {
    if (user) interacted();
    const n = stepIndex(pending ?? current, dir, measure());
    if (n !== undefined) go(n);
  }

  /** Something the parts may depend on changed. */
  function sync(): void {
    for (const p of parts) p.sync?.();
  }
  /** A visitor moved the carousel. */
  function interacted(): void {
    for (const p of parts) p.interacted?.();
  }

  // ---- the page's markup -----------------------------------------------------------------
  attr(host, 'data-enhanced', true);
  if (!host.querySelector('[aria-roledescription=carousel]') && !host.closest('[aria-roledescription=carousel]')) {
    attr(region, 'role', 'region');
    attr(region, 'aria-roledescription', 'carousel');
    if (!region.hasAttribute('aria-label') && !region.hasAttribute('aria-labelledby')) attr(region, 'aria-label', t['carousel.label']);
  }
  attr(host, 'data-effect', fade ? 'fade' : null);
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
  for (const type of ['pointerdown', 'wheel'] as const) {
    wrapper.addEventListener(
      type,
      (e) => {
        if (type === 'wheel' && (e as WheelEvent).deltaX === 0) return;
        // A visitor takes over from a glide under way.
        if (main.busy()) {
          main.stop();
          settle();
        }
        interacted();
      },
      { passive: true, signal },
    );
  }
  wrapper.addEventListener(
    'scroll',
    () => {
      if (pending !== undefined || Math.abs(wrapper.scrollLeft - settledLeft) < 1) return;
      if (!host.hasAttribute('data-moving')) depart();
      queued ||= win.requestAnimationFrame(() => ((queued = 0), update(indexFromScroll())));
      // Without scrollend (Safari), a pause in the scroll events ends the move.
      if (!scrollEnd) {
        win.clearTimeout(quiet);
        quiet = win.setTimeout(ended, SCROLL_QUIET_MS);
      }
    },
    { passive: true, signal },
  );
  const kit: CarouselKit = {
    host,
    region,
    wrapper,
    slides,
    s,
    t,
    signal,
    count,
    fade,
    motion,
    attr,
    cls,
    box,
    target,
    glider: (el) => glider(el, win),
    measure,
    last: () => maxIndex(measure()),
    rtl: () => rtl,
    ms,
    index: () => pending ?? current,
    idle: () => pending === undefined,
    go,
    goFresh: (i) => {
      pending = undefined;
      go(i);
    },
    step,
    interacted,
    depart,
    perView: () => layout.perView,
    visible: () => visible,
    next: (loop) => stepIndex(pending ?? current, 1, { ...measure(), loop }),
    render: renderControls,
  };
  const part = (load: Promise<(k: CarouselKit) => CarouselPart>) =>
    load
      .then((make) => {
        if (signal.aborted) return;
        const p = make(kit);
        parts.push(p);
        p.show?.(current);
        p.sync?.();
        update(current);
      })
      .catch((e: unknown) => ctx.logError('part failed', e));
  if (s.autoplay) part(import('./autoplay').then((m) => m.autoplay));
  if (pag && s.pagination !== 'bullets') part(import('./pager').then((m) => (k: CarouselKit) => m.pager(k, pag)));
  if (host.querySelector(LAZY)) part(import('./images').then((m) => m.images));
  if (strip) part(import('./thumbs').then((m) => (k: CarouselKit) => m.slideshowThumbs(k, thumbsBox!, strip)));
  if (s.contentAnimation || host.querySelector('.elementor-ken-burns')) part(import('./fx').then((m) => m.slidesFx));
  // A fade carousel steps on a swipe (its code at once); a sliding one is dragged by a mouse (touch
  // scrolls it natively): that code comes when a mouse first comes over it, before any press.
  let drag = false;
  const mouse = (e?: PointerEvent) => {
    if (drag || (e && e.pointerType !== 'mouse')) return;
    drag = true;
    part(import('./drag').then((m) => m.carouselDrag));
  };
  if (fade) mouse();
  else host.addEventListener('pointerover', mouse, { signal });
  wrapper.addEventListener('scrollend', ended, { signal });
  motion.addEventListener(
    'change',
    () => {
      show(current);
    },
    { signal },
  );
  const io = new IntersectionObserver((entries) => {
    visible = entries[entries.length - 1]!.isIntersecting;
    sync();
  });
  io.observe(host);
  // The slides per view as laid out follow the boxes, whatever changed them: the viewport (the
  // device mode's settings, applied below), a font load, the site's CSS on a container. In view or
  // not (Tab reaches a carousel below the fold): off-screen slides leave the tab order at once.
  const ro = new ResizeObserver(() => {
    update(indexFromScroll());
    // The strip's thumbnails per view may have changed: line it up again.
    show(current);
  });
  for (const el of [wrapper, slides[0], strip]) if (el) ro.observe(el);
  ctx.onTeardown(onViewportResize(applyLayout));
  ctx.onTeardown(() => {
    io.disconnect();
    ro.disconnect();
    win.clearTimeout(pendingTimer);
    win.clearTimeout(quiet);
    win.cancelAnimationFrame(queued);
    main.stop();
    for (const p of parts) p.stop?.();
    if (pag) {
      render(nothing, pag);
      pag.classList.remove(...pagAdded);
      pag.style.removeProperty('--se-carousel-progress');
    }
    for (const [k] of props) host.style.removeProperty(`--se-carousel-${k}`);
    restore();
  });

  applyLayout();
  // The slot first: until the shadow root projects the slides they have no box to measure.
  renderControls();
  rtl = getComputedStyle(wrapper).direction === 'rtl';
  update(0);
}
