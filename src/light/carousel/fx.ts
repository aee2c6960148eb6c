/**
 * The Slides widget's effects, with Elementor's own classes: Ken Burns on the current slide's
 * background (handleKenBurns) and the content animation that plays on the slide that arrived
 * (SL:113-147); both off under reduced motion. A chunk of its own, loaded only by a carousel
 * that has either.
 */
import type { CarouselKit, CarouselPart } from './kit';

export function slidesFx(k: CarouselKit): CarouselPart {
  const { host, slides, motion, s } = k;
  const anim = s.contentAnimation;
  const animating = () => !!anim && !motion.matches;
  const mark = () => k.attr(host, 'data-content-animation', animating());
  mark();
  motion.addEventListener('change', mark, { signal: k.signal });
  return {
    show(index) {
      slides.forEach((el, i) => {
        for (const bg of el.querySelectorAll(':scope > .swiper-slide-bg')) k.cls(bg, 'elementor-ken-burns--active', i === index && !motion.matches);
      });
    },
    arrive(index) {
      k.attr(host, 'data-moving', null);
      if (!animating()) return;
      slides.forEach((el, i) => {
        for (const c of el.querySelectorAll('.swiper-slide-contents')) {
          k.cls(c, 'animated', i === index);
          k.cls(c, anim, i === index);
        }
      });
    },
    // A move started: the content animation is taken off until it ends (Elementor hides the contents).
    depart() {
      if (!animating()) return;
      k.attr(host, 'data-moving', true);
      for (const c of host.querySelectorAll('.swiper-slide-contents.animated')) k.cls(c, 'animated', false);
    },
  };
}
