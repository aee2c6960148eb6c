/**
 * <eb-carousel>: Elementor's carousel widgets (reference/elementor-widgets.md §3) on native
 * scrolling, no Swiper. The layout is CSS (carousel-document.css: scroll snap, slides per view and
 * gap as custom properties), so the element only sets the per-device values from `data-settings`,
 * drives the widget's own arrows and pagination, autoplays and keeps the WAI-ARIA carousel
 * pattern: labelled slides, off-screen slides inert, a pause/play control whenever autoplay is on,
 * autoplay stopped by focus, by reduced motion and while hovered, a polite live region only while
 * not rotating. Nothing runs while it is off screen; every carousel shares one resize listener.
 * Issue 31's rest: the fade effect (stacked slides, CSS opacity), Ken Burns and the Slides widget's
 * content animation (Elementor's own classes, off under reduced motion), the slideshow skin's linked
 * thumbnails, offset sides, `speed` (a scroll glide of that duration) and mouse drag on desktop.
 */
import { html, nothing, render } from 'lit-html';
import { carouselLayout, offsetInsets, thumbsLayout, type CarouselRead } from '../../core/builder/carousel';
import { maxIndex, pageCount, pageOf, pageStart, paginationView, slideLabel, stepIndex, thumbStart, thumbTarget, visibleRange, type Track } from '../../core/builder/carousel-nav';
import { deviceMode } from '../../core/builder/device-mode';
import type { CarouselStrings } from '../../i18n/carousel';
import { adoptSheet, sharedSheet } from '../../platform/adopt-styles';
import { onViewportResize } from '../../platform/resize-hub';
import { viewportWidth } from '../../platform/viewport';
import type { LightContext } from '../../../elements/base/light-element';

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

/** A drag shorter than this (px) is a click. */
const DRAG_PX = 6;
/** A swipe on a fade carousel longer than this (px) changes the slide. */
const SWIPE_PX = 40;
/** A mouse drag past this share of a slide goes on to the next one (Swiper's short swipe). */
const DRAG_RATIO = 0.15;
/** Where scrollend is missing: this long without a scroll event ends a move (ms). */
const SCROLL_QUIET_MS = 150;

/**
 * Scrolls `el` to `left` in `ms` (Swiper's `speed`) with snapping off meanwhile (`data-gliding`),
 * then calls `done`; `ms` 0 jumps. The returned function stops a glide (a visitor took over).
 */
function glider(el: HTMLElement, win: Window) {
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
 * Pointer drags on `el` for the pointer types `kinds` accepts: `move(dx)` while dragging, `end(dx)`
 * after; the click that ends a drag is swallowed, and images and links are not dragged out.
 */
function pointerDrag(el: HTMLElement, signal: AbortSignal, kinds: (type: string) => boolean, move: (dx: number) => void, end: (dx: number) => void): void {
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
  // The slideshow skin's thumbnail strip (a second swiper after the main one).
  const thumbsBox = slideshow ? host.querySelector<HTMLElement>('.elementor-thumbnails-swiper') : null;
  const thumbsWrapper = thumbsBox?.querySelector<HTMLElement>('.swiper-wrapper') ?? null;
  const thumbs = thumbsWrapper ? [...thumbsWrapper.children].filter((el): el is HTMLElement => el.classList.contains('swiper-slide')) : [];
  const main = glider(wrapper, win);
  const strip = thumbsWrapper && glider(thumbsWrapper, win);
  const ms = () => (motion.matches ? 0 : s.speed);

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

  // Classes we add (swiper-slide-active, Ken Burns, content animation), removed at teardown.
  const added = new Map<Element, Set<string>>();
  const cls = (el: Element | null | undefined, name: string, on: boolean) => {
    if (!el || el.classList.contains(name) === on) return;
    el.classList.toggle(name, on);
    let set = added.get(el);
    if (!set) added.set(el, (set = new Set()));
    set.add(name);
  };

  let layout = carouselLayout(s, deviceMode(viewportWidth(), breakpoints), count, breakpoints);
  const applyLayout = () => {
    const mode = deviceMode(viewportWidth(), breakpoints);
    layout = carouselLayout(s, mode, count, breakpoints);
    const off = offsetInsets(s, mode, breakpoints);
    const props: [string, string][] = [
      ['per-view', String(layout.perView)],
      ['gap', `${layout.gap}px`],
      ['speed', `${s.speed}ms`],
      ['offset-start', `${off.start}px`],
      ['offset-end', `${off.end}px`],
    ];
    if (thumbs.length) {
      const tl = thumbsLayout(s, mode, thumbs.length);
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
    if (index !== current || !slides[index]!.classList.contains('swiper-slide-active')) show(index);
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

  /** The current slide: Swiper's active class (the fade shows it), Ken Burns on its background, the thumbnails. */
  function show(index: number): void {
    slides.forEach((el, k) => {
      cls(el, 'swiper-slide-active', k === index);
      // Elementor moves elementor-ken-burns--active to the active slide's background (handleKenBurns).
      for (const bg of el.querySelectorAll(':scope > .swiper-slide-bg')) cls(bg, 'elementor-ken-burns--active', k === index && !motion.matches);
    });
    if (!thumbs.length) return;
    const on = thumbTarget(index, thumbs.length);
    thumbs.forEach((el, k) => {
      cls(el, 'swiper-slide-active', k === on);
      attr(el, 'aria-current', k === on ? 'true' : null);
      attr(el, 'tabindex', k === on ? '0' : '-1');
    });
    const b = box(thumbsWrapper!, thumbs[0]);
    const first = thumbs[Math.floor(thumbStart(on, thumbs.length, b.perView, s.centeredThumbs))]!;
    const frac = thumbStart(on, thumbs.length, b.perView, s.centeredThumbs) % 1;
    strip!.to(target(thumbsWrapper!, first) + (rtl ? -1 : 1) * frac * b.step, ms());
  }

  /** A move ended: the Slides widget's content animation plays on the slide that arrived (SL:113-147). */
  function arrive(): void {
    attr(host, 'data-moving', null);
    const anim = s.contentAnimation;
    if (!anim || motion.matches) return;
    slides.forEach((el, k) => {
      for (const c of el.querySelectorAll('.swiper-slide-contents')) {
        cls(c, 'animated', k === current);
        cls(c, anim, k === current);
      }
    });
  }
  /** A move started: the content animation is taken off until it ends (Elementor hides the contents). */
  function depart(): void {
    if (!s.contentAnimation || motion.matches) return;
    attr(host, 'data-moving', true);
    for (const c of host.querySelectorAll('.swiper-slide-contents.animated')) cls(c, 'animated', false);
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
  attr(host, 'data-effect', fade ? 'fade' : null);
  attr(host, 'data-content-animation', !!s.contentAnimation && !motion.matches);
  if (thumbsBox && thumbsBox.getAttribute('role') === 'region') {
    // Elementor labels both swipers with the same slides_name: two landmarks of one name.
    const label = thumbsBox.getAttribute('aria-label');
    if (!label || label === region.getAttribute('aria-label')) attr(thumbsBox, 'aria-label', label ? `${label}: ${t['carousel.thumbs']}` : t['carousel.thumbs']);
  }
  thumbs.forEach((el, k) => {
    attr(el, 'role', 'button');
    attr(el, 'aria-roledescription', null);
    attr(el, 'aria-label', t['carousel.goto'].replace('{n}', String(k + 1)));
    // The strip is small: its lazy backgrounds load at once.
    lazy(el);
  });
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
      // On a thumbnail, focus follows the slide (a roving tabindex over the strip).
      if (thumbs.includes(target.closest?.('.swiper-slide') as HTMLElement)) thumbs[thumbTarget(pending ?? current, thumbs.length)]?.focus({ preventScroll: true });
    },
    { signal },
  );
  // Focus on the slides or the widget's controls stops autoplay (not the pause button: the host itself).
  host.addEventListener('focusin', (e) => e.target !== host && s.autoplay && !stopped && ((stopped = true), sync()), { signal });
  host.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && s.pauseOnHover && ((hovered = true), sync()), { signal });
  host.addEventListener('pointerleave', () => hovered && ((hovered = false), sync()), { signal });
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
        if (s.autoplay) interacted();
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
        quiet = win.setTimeout(() => !main.busy() && !wrapper.hasAttribute('data-dragging') && settle(), SCROLL_QUIET_MS);
      }
    },
    { passive: true, signal },
  );
  if (fade) {
    // No scroller to swipe: a horizontal swipe (touch or mouse) steps, vertical scrolling stays the page's.
    pointerDrag(wrapper, signal, () => true, () => {}, (dx) => Math.abs(dx) > SWIPE_PX && step(dx < 0 !== rtl ? 1 : -1, true));
  } else {
    // A mouse drags the native scroller (touch scrolls it natively); let go, it settles on a slide.
    let left0 = 0;
    let index0 = 0;
    wrapper.addEventListener('pointerdown', () => ((left0 = wrapper.scrollLeft), (index0 = current)), { signal });
    pointerDrag(
      wrapper,
      signal,
      (type) => type === 'mouse',
      (dx) => {
        if (pending === undefined) depart();
        wrapper.scrollTo({ left: left0 - dx, behavior: 'instant' });
      },
      (dx) => {
        const tr = measure();
        const at = Math.abs(wrapper.scrollLeft) / Math.max(1, tr.step);
        const forward = dx < 0 !== rtl;
        const by = Math.abs(dx) / Math.max(1, tr.step) > DRAG_RATIO;
        const n = dx === 0 || !by ? index0 : forward ? Math.max(index0 + 1, Math.floor(at + 1 - DRAG_RATIO)) : Math.min(index0 - 1, Math.ceil(at - 1 + DRAG_RATIO));
        pending = undefined;
        go(Math.min(maxIndex(tr), Math.max(0, n)));
      },
    );
  }
  if (thumbsWrapper) {
    let left0 = 0;
    thumbsWrapper.addEventListener('pointerdown', () => ((left0 = thumbsWrapper.scrollLeft), strip!.stop()), { signal });
    pointerDrag(thumbsWrapper, signal, (type) => type === 'mouse', (dx) => thumbsWrapper.scrollTo({ left: left0 - dx, behavior: 'instant' }), () => {});
    const pick = (e: Event) => {
      const k = thumbs.indexOf((e.target as Element).closest?.('.swiper-slide') as HTMLElement);
      if (k < 0) return;
      interacted();
      go(thumbTarget(k, count));
    };
    thumbsWrapper.addEventListener('click', pick, { signal });
    thumbsWrapper.addEventListener('keydown', (e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), pick(e)), { signal });
  }
  wrapper.addEventListener('scrollend', () => !main.busy() && !wrapper.hasAttribute('data-dragging') && settle(), { signal });
  motion.addEventListener(
    'change',
    () => {
      if (motion.matches) stopped = true;
      attr(host, 'data-content-animation', !!s.contentAnimation && !motion.matches);
      show(current);
      sync();
    },
    { signal },
  );
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
      if (visible) {
        update(indexFromScroll());
        // The strip's thumbnails per view may have changed: line it up again.
        if (thumbs.length) show(current);
      } else dirty = true;
    }),
  );
  ctx.onTeardown(() => {
    io.disconnect();
    win.clearTimeout(timer);
    win.clearTimeout(pendingTimer);
    win.clearTimeout(quiet);
    win.cancelAnimationFrame(queued);
    main.stop();
    strip?.stop();
    for (const el of [wrapper, thumbsWrapper]) el?.removeAttribute('data-dragging');
    for (const [el, set] of added) for (const n of set) el.classList.remove(n);
    if (pag) {
      render(nothing, pag);
      pag.classList.remove(...pagAdded);
      pag.style.removeProperty('--se-carousel-progress');
    }
    for (const k of ['per-view', 'gap', 'speed', 'offset-start', 'offset-end', 'thumbs-per-view', 'thumbs-gap']) host.style.removeProperty(`--se-carousel-${k}`);
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
