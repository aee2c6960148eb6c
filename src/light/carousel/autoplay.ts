/**
 * A carousel's autoplay (Swiper's, as Elementor sets it): the next slide every `autoplay_speed` ms
 * while the carousel is on screen, the tab visible and nothing holds it; a visible pause/play
 * button (part `pause`, `paused` while paused) whenever autoplay is on; held while a mouse is over
 * it (`pause_on_hover`), stopped for good by focus inside it, by `pause_on_interaction` on any move
 * by the visitor, and from the start under prefers-reduced-motion. A chunk of its own, loaded only
 * by a carousel that autoplays.
 */
import { html } from 'lit-html';
import type { CarouselKit, CarouselPart } from './kit';

export function autoplay(k: CarouselKit): CarouselPart {
  const { host, s, t, signal, motion } = k;
  const doc = host.ownerDocument;
  const win = doc.defaultView!;
  let stopped = motion.matches;
  let hovered = false;
  let timer = 0;
  const rotating = () => k.count > k.perView() && !stopped && !hovered && k.visible() && !doc.hidden;
  const sync = () => {
    win.clearTimeout(timer);
    timer = 0;
    const on = rotating();
    if (on) timer = win.setTimeout(tick, s.delay);
    host.toggleAttribute('data-rotating', on);
    k.render();
  };
  const tick = () => {
    timer = 0;
    // Swiper's autoplay rewinds at the end unless it stops on the last slide (the Slides widget).
    const n = k.next(s.loop || !s.stopOnLast);
    if (n === undefined) stopped = true;
    else k.go(n);
    sync();
  };
  const stop = (why: boolean) => why && ((stopped = true), sync());
  // Focus on the slides or the widget's controls stops it (not the pause button: that is the host itself).
  host.addEventListener('focusin', (e) => e.target !== host && stop(!stopped), { signal });
  host.addEventListener('pointerenter', (e) => e.pointerType === 'mouse' && s.pauseOnHover && ((hovered = true), sync()), { signal });
  host.addEventListener('pointerleave', () => hovered && ((hovered = false), sync()), { signal });
  motion.addEventListener('change', () => (motion.matches ? stop(true) : sync()), { signal });
  doc.addEventListener('visibilitychange', sync, { signal });
  return {
    rotating,
    sync,
    // A visitor moved the carousel: autoplay stops for good with pause_on_interaction, else restarts its delay.
    interacted: () => (s.pauseOnInteraction ? stop(true) : sync()),
    controls: () =>
      html`<button
        part=${stopped ? 'pause paused' : 'pause'}
        type="button"
        data-state=${stopped ? 'paused' : 'playing'}
        aria-label=${stopped ? t['carousel.play'] : t['carousel.pause']}
        @click=${() => {
          stopped = !stopped;
          sync();
        }}
      ></button>`,
    stop() {
      win.clearTimeout(timer);
      host.removeAttribute('data-rotating');
    },
  };
}
