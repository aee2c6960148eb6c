/**
 * The carousel's kit (issue 41): what <eb-carousel>'s optional parts (autoplay.ts, pager.ts,
 * images.ts, thumbs.ts, fx.ts, drag.ts) get from carousel.ts and what they give back. Types only,
 * so a part imports this and never carousel.ts: carousel.ts loads the parts, not the other way round.
 */
import type { CarouselSettings } from '../../core/builder/carousel';
import type { PaginationView, Track } from '../../core/builder/carousel-nav';
import type { CarouselStrings } from '../../i18n/carousel';

/** A scroller's glide (carousel.ts's glider): scrolls to `left` in `ms` with snapping off meanwhile. */
export interface Glider {
  to(left: number, ms: number, done?: () => void): void;
  /** Stops a glide (a visitor took over). */
  stop(): void;
  /** A glide is under way. */
  busy(): boolean;
}

/**
 * What the carousel's optional parts use of it. Each is a chunk of its own, asked for after the
 * first paint by the carousels that need it: autoplay.ts, pager.ts (fraction and progress bar),
 * images.ts (lazy slide images), thumbs.ts (the slideshow skin's strip), fx.ts (Ken Burns and the
 * content animation), drag.ts (a fade's swipe at once; a mouse drag with the first mouse over it).
 */
export interface CarouselKit {
  host: HTMLElement;
  region: HTMLElement;
  wrapper: HTMLElement;
  slides: HTMLElement[];
  s: CarouselSettings;
  t: CarouselStrings;
  signal: AbortSignal;
  count: number;
  fade: boolean;
  motion: MediaQueryList;
  attr(el: Element, name: string, value: string | boolean | null): void;
  cls(el: Element, name: string, on: boolean): void;
  box(el: HTMLElement, first: HTMLElement | undefined): { step: number; perView: number };
  target(scroller: HTMLElement, el: HTMLElement): number;
  glider(el: HTMLElement): Glider;
  measure(): Track & { step: number };
  /** The last slide that can be the first one shown. */
  last(): number;
  rtl(): boolean;
  ms(): number;
  /** The slide shown, or the one a move under way goes to. */
  index(): number;
  /** No move under way. */
  idle(): boolean;
  go(i: number): void;
  /** Goes to `i` as a new move (a drag let go). */
  goFresh(i: number): void;
  step(dir: 1 | -1, user: boolean): void;
  interacted(): void;
  depart(): void;
  /** Slides shown at once (the layout's, from the settings). */
  perView(): number;
  /** The carousel is on screen. */
  visible(): boolean;
  /** The slide after the one shown (rewound at the end when `loop`), if any. */
  next(loop: boolean): number | undefined;
  /** Renders the shadow root (the parts' controls, the slot, the live region). */
  render(): void;
}

/**
 * An optional part as the carousel drives it. Parts come after the first paint and change no
 * layout (the carousel sets every layout value itself, the strip's included): no shift.
 */
export interface CarouselPart {
  /** Slide `index` is the current one. */
  show?(index: number): void;
  /** A move ended on slide `index`. */
  arrive?(index: number): void;
  /** A move started. */
  depart?(): void;
  /** Slides `from` to `to` (exclusive) are in view. */
  view?(from: number, to: number): void;
  /** The pagination shows this page (a fraction, a progress bar; the bullets are the carousel's own). */
  page?(v: PaginationView): void;
  /** Its controls in the shadow root, before the slot (the pause/play button). */
  controls?(): unknown;
  /** It moves the carousel by itself now (the live region is off meanwhile). */
  rotating?(): boolean;
  /** The visitor moved the carousel. */
  interacted?(): void;
  /** Something it may depend on changed (visibility on screen). */
  sync?(): void;
  stop?(): void;
}
