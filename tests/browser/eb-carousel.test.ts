import { emulateMedia, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { expect } from 'chai';
import { define } from '../../elements/eb-carousel';
import { resizeSubscribers } from '../../src/platform/resize-hub';
import { axeViolations, cleanup, describeViolations, fixture, part, spyConsoleError, waitFor } from './helpers';

define();

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** A widget as Elementor prints it: `n` slides, arrows, pagination, its data-settings. */
function markup(settings: object | string, { n = 8, type = 'loop-carousel.product', dir = 'ltr', slide = (i: number) => `<a href="#p${i}">Product ${i}</a>` } = {}): string {
  const json = typeof settings === 'string' ? settings : JSON.stringify(settings);
  const slides = Array.from({ length: n }, (_, i) => `<div class="swiper-slide">${slide(i + 1)}</div>`).join('');
  return (
    `<eb-carousel><div class="elementor-element elementor-widget" data-id="abc1234" data-widget_type="${type}" data-settings="${esc(json)}">` +
    `<div class="swiper" dir="${dir}" aria-label="Producten"><div class="swiper-wrapper">${slides}</div></div>` +
    `<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="Vorige"></div>` +
    `<div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Volgende"></div>` +
    `<div class="swiper-pagination"></div></div></eb-carousel>`
  );
}

async function mount(settings: object | string, opts?: Parameters<typeof markup>[1]) {
  const root = fixture(`<div style="width:900px">${markup(settings, opts)}</div>`);
  const el = root.querySelector<HTMLElement>('eb-carousel')!;
  await waitFor(() => el.hasAttribute('data-enhanced') || el.hasAttribute('data-error'), { message: 'set up' });
  return el;
}

const slides = (el: Element) => [...el.querySelectorAll<HTMLElement>('.swiper-wrapper > .swiper-slide')];
const shown = (el: Element) => slides(el).flatMap((s, i) => (s.inert ? [] : [i]));
const wrapper = (el: Element) => el.querySelector<HTMLElement>('.swiper-wrapper')!;
const button = (el: Element, d: 'prev' | 'next') => el.querySelector<HTMLElement>(`.elementor-swiper-button-${d}`)!;
const pagination = (el: Element) => el.querySelector<HTMLElement>('.swiper-pagination')!;
const bullets = (el: Element) => [...el.querySelectorAll<HTMLButtonElement>('.swiper-pagination-bullet')];
const scrolled = (el: Element) => waitFor(() => Math.abs(wrapper(el).scrollLeft) > 10, { message: 'scrolled' });

const LOOP = { slides_to_show: '3', slides_to_show_tablet: '2', slides_to_show_mobile: '1', image_spacing_custom: { unit: 'px', size: 12, sizes: [] }, arrows: 'yes', pagination: 'bullets' };

describe('<eb-carousel>', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 1280, height: 800 });
  });

  it('lays slides out from the settings (3 per view, 12 px gap) and labels them "n van 8" as a WAI-ARIA carousel', async () => {
    const el = await mount(LOOP);
    const [a, b] = slides(el).map((s) => s.getBoundingClientRect());
    expect(Math.round(b!.left - a!.right)).to.equal(12);
    expect(Math.round(a!.width)).to.equal(Math.round((900 - 24) / 3));
    const region = el.querySelector('.swiper')!;
    expect([region.getAttribute('role'), region.getAttribute('aria-roledescription'), region.getAttribute('aria-label')]).to.deep.equal(['region', 'carousel', 'Producten']);
    expect(slides(el).map((s) => s.getAttribute('aria-label'))).to.deep.equal(['1 van 8', '2 van 8', '3 van 8', '4 van 8', '5 van 8', '6 van 8', '7 van 8', '8 van 8']);
    expect(slides(el).every((s) => s.getAttribute('role') === 'group' && s.getAttribute('aria-roledescription') === 'slide')).to.equal(true);
    expect(shown(el)).to.deep.equal([0, 1, 2]);
    expect(part(el, 'status')!.getAttribute('aria-live')).to.equal('polite');
    expect(part(el, 'pause')).to.equal(null);
    const v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
  });

  it('in a wrapping flex column (an Elementor container) the carousel keeps to its container\'s width', async () => {
    // Elementor 3.32's `.e-con-inner`: display flex, column, wrap. Without a width of its own the tag took the slides' width.
    const root = fixture(`<div class="e-con" style="width:355px"><div class="e-con-inner" style="display:flex;flex-direction:column;flex-wrap:wrap;--container-widget-width:100%">${markup(LOOP)}</div></div>`);
    const el = root.querySelector<HTMLElement>('eb-carousel')!;
    await waitFor(() => el.hasAttribute('data-enhanced'), { message: 'set up' });
    expect(Math.round(el.getBoundingClientRect().width)).to.equal(355);
    expect(Math.round(slides(el)[0]!.getBoundingClientRect().width)).to.equal(Math.round((355 - 24) / 3));
    const plain = fixture(`<div style="width:300px;display:flex;flex-direction:column;flex-wrap:wrap;align-items:flex-start">${markup(LOOP)}</div>`).querySelector<HTMLElement>('eb-carousel')!;
    await waitFor(() => plain.hasAttribute('data-enhanced'), { message: 'set up' });
    expect(plain.getBoundingClientRect().width).to.be.at.most(300);
  });

  it('English labels "3 of 8" with locale="en"', async () => {
    const root = fixture(markup(LOOP).replace('<eb-carousel>', '<eb-carousel locale="en">'));
    const el = root.querySelector('eb-carousel')!;
    await waitFor(() => el.hasAttribute('data-enhanced'));
    expect(slides(el)[2]!.getAttribute('aria-label')).to.equal('3 of 8');
  });

  it('arrows scroll natively; the previous arrow is disabled at the start without loop', async () => {
    const el = await mount(LOOP);
    expect(button(el, 'prev').getAttribute('aria-disabled')).to.equal('true');
    button(el, 'next').click();
    await scrolled(el);
    expect(shown(el)).to.deep.equal([1, 2, 3]);
    expect(button(el, 'prev').hasAttribute('aria-disabled')).to.equal(false);
    await waitFor(() => Math.abs(wrapper(el).scrollLeft - slides(el)[1]!.offsetLeft + slides(el)[0]!.offsetLeft) < 2, { message: 'snapped to slide 2' });
    // Enter on the role=button arrow works too.
    button(el, 'prev').focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => shown(el)[0] === 0);
  });

  it('bullets: one per stop, the active one aria-current, a click goes there', async () => {
    const el = await mount(LOOP);
    expect(bullets(el)).to.have.length(6);
    // Swiper's classes, which Elementor's CSS lays the pagination out by (full width, centred).
    expect([...pagination(el).classList]).to.deep.equal(['swiper-pagination', 'swiper-pagination-bullets', 'swiper-pagination-horizontal', 'swiper-pagination-clickable']);
    expect(bullets(el).map((b) => b.getAttribute('aria-label'))[4]).to.equal('Ga naar dia 5');
    expect(bullets(el)[0]!.getAttribute('aria-current')).to.equal('true');
    bullets(el)[5]!.click();
    await scrolled(el);
    await waitFor(() => bullets(el)[5]!.getAttribute('aria-current') === 'true');
    expect(shown(el)).to.deep.equal([5, 6, 7]);
    expect(button(el, 'next').getAttribute('aria-disabled')).to.equal('true');
  });

  it('keyboard only: Tab to the slides, arrow keys move; swipe-free', async () => {
    const el = await mount(LOOP);
    wrapper(el).focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => shown(el)[0] === 1, { message: 'next by key' });
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => shown(el)[0] === 2);
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => shown(el)[0] === 1);
    expect(part(el, 'status')!.textContent).to.equal('2 van 8');
  });

  it('RTL: the slides run right to left and ArrowLeft goes to the next slide', async () => {
    const el = await mount(LOOP, { dir: 'rtl' });
    const [a, b] = slides(el).map((s) => s.getBoundingClientRect());
    expect(b!.right).to.be.lessThan(a!.left + 1);
    wrapper(el).focus();
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => shown(el)[0] === 1, { message: 'next in RTL' });
    await waitFor(() => wrapper(el).scrollLeft < -10, { message: 'scrolled leftwards (negative scrollLeft in RTL)' });
  });

  it('loop rewinds; fraction pagination "1 / 5"; progress bar', async () => {
    const el = await mount({ show_arrows: 'yes', pagination: 'fraction', loop: 'yes' }, { n: 5, type: 'testimonial-carousel.default' });
    expect(pagination(el).textContent!.trim()).to.equal('1 / 5');
    button(el, 'prev').click();
    await waitFor(() => pagination(el).textContent!.trim() === '5 / 5', { message: 'rewound to the end' });
    cleanup();
    const bar = await mount({ pagination: 'progressbar' }, { n: 4, type: 'testimonial-carousel.default' });
    expect(pagination(bar).getAttribute('role')).to.equal('progressbar');
    expect(pagination(bar).getAttribute('aria-valuetext')).to.equal('1 / 4');
    expect(pagination(bar).style.getPropertyValue('--se-carousel-progress')).to.equal('0.25');
  });

  it('autoplay: a pause button, the delay, pauses while hovered, stops on focus; the live region is off while rotating', async () => {
    const el = await mount({ ...LOOP, autoplay: 'yes', autoplay_speed: 300, pause_on_hover: 'yes' });
    await waitFor(() => el.hasAttribute('data-rotating'), { message: 'rotating' });
    expect(part(el, 'pause')!.getAttribute('aria-label')).to.equal('Automatisch afspelen pauzeren');
    expect(part(el, 'status')!.getAttribute('aria-live')).to.equal('off');
    await waitFor(() => shown(el)[0] === 1, { message: 'advanced after the delay' });
    const r = el.getBoundingClientRect();
    // From outside (an earlier test may have left the pointer where the carousel now is: no pointerenter then).
    await sendMouse({ type: 'move', position: [0, 790] });
    await sendMouse({ type: 'move', position: [Math.round(r.left + 100), Math.round(r.top + 20)] });
    await waitFor(() => !el.hasAttribute('data-rotating'), { message: 'paused on hover' });
    await sendMouse({ type: 'move', position: [0, 790] });
    await waitFor(() => el.hasAttribute('data-rotating'), { message: 'resumed after hover' });
    slides(el).find((s) => !s.inert)!.querySelector('a')!.focus();
    await waitFor(() => !el.hasAttribute('data-rotating'), { message: 'stopped on focus' });
    expect(part(el, 'pause')!.getAttribute('data-state')).to.equal('paused');
    expect(part(el, 'status')!.getAttribute('aria-live')).to.equal('polite');
    part(el, 'pause')!.click();
    await waitFor(() => el.hasAttribute('data-rotating'), { message: 'play again' });
  });

  it('autoplay does not start under prefers-reduced-motion (the button offers play)', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mount({ ...LOOP, autoplay: 'yes', autoplay_speed: 200 });
    await new Promise((r) => setTimeout(r, 500));
    expect(el.hasAttribute('data-rotating')).to.equal(false);
    expect(shown(el)).to.deep.equal([0, 1, 2]);
    expect(part(el, 'pause')!.getAttribute('data-state')).to.equal('paused');
    expect(part(el, 'pause')!.getAttribute('aria-label')).to.equal('Automatisch afspelen starten');
  });

  it('nothing rotates off screen', async () => {
    const root = fixture(`<div style="height:3000px"></div>${markup({ ...LOOP, autoplay: 'yes', autoplay_speed: 100 })}`);
    const el = root.querySelector<HTMLElement>('eb-carousel')!;
    await waitFor(() => el.hasAttribute('data-enhanced'));
    await new Promise((r) => setTimeout(r, 400));
    expect(el.hasAttribute('data-rotating')).to.equal(false);
    expect(shown(el)).to.deep.equal([0, 1, 2]);
  });

  it('one resize listener for every carousel; resizing across a breakpoint changes slides per view', async () => {
    const added: string[] = [];
    const original = window.addEventListener;
    window.addEventListener = function (this: Window, type: string, ...rest: unknown[]) {
      added.push(type);
      return (original as (...a: unknown[]) => void).call(this, type, ...rest);
    } as typeof window.addEventListener;
    try {
      fixture(`<div style="width:900px">${markup(LOOP)}${markup(LOOP)}${markup(LOOP)}</div>`);
      await waitFor(() => document.querySelectorAll('eb-carousel[data-enhanced]').length === 3);
    } finally {
      window.addEventListener = original;
    }
    expect(added.filter((t) => t === 'resize')).to.have.length(1);
    expect(resizeSubscribers()).to.equal(3);
    const el = document.querySelector('eb-carousel')!;
    await setViewport({ width: 800, height: 800 });
    await waitFor(() => el.style.getPropertyValue('--se-carousel-per-view') === '2', { message: 'tablet: 2' });
    await waitFor(() => shown(el).length === 2);
    await setViewport({ width: 375, height: 800 });
    await waitFor(() => el.style.getPropertyValue('--se-carousel-per-view') === '1', { message: 'mobile: 1' });
    cleanup();
    await waitFor(() => resizeSubscribers() === 0, { message: 'unsubscribed' });
  });

  it('lazy backgrounds: http(s) only, loaded for the slides in view and the next', async () => {
    const el = await mount(
      { slides_per_view: '1', lazyload: 'yes' },
      { n: 4, type: 'media-carousel.default', slide: (i) => `<div class="elementor-carousel-image swiper-lazy" role="img" aria-label="Foto ${i}" data-background="${i === 2 ? 'javascript:alert(1)' : `/assets/${i}.jpg`}"></div>` },
    );
    const images = [...el.querySelectorAll<HTMLElement>('.elementor-carousel-image')];
    expect(images.map((i) => i.getAttribute('data-lazy'))).to.deep.equal(['loaded', 'refused', null, null]);
    expect(images[0]!.style.backgroundImage).to.contain('/assets/1.jpg');
    expect(images[1]!.style.backgroundImage).to.equal('');
  });

  it('bad settings: an unknown effect is a slide with one warning; broken data-settings one error and data-error, the markup stays', async () => {
    const warn = console.warn;
    const warnings: unknown[][] = [];
    console.warn = (...a: unknown[]) => void warnings.push(a);
    try {
      const el = await mount({ effect: 'cards', slides_per_view: '2' }, { type: 'media-carousel.default' });
      expect(el.hasAttribute('data-error')).to.equal(false);
      expect(warnings).to.have.length(1);
      expect(String(warnings[0]![0])).to.match(/^\[eb-carousel\] unknown effect "cards"/);
      expect(shown(el)).to.deep.equal([0, 1]);
    } finally {
      console.warn = warn;
    }
    const spy = spyConsoleError();
    try {
      const el = await mount('{"slides_to_show": ');
      expect(el.getAttribute('data-error')).to.equal('config');
      expect(spy.calls).to.have.length(1);
      expect(String(spy.calls[0]![0])).to.match(/^\[eb-carousel\] .*data-settings/);
      expect(slides(el)[0]!.getBoundingClientRect().width).to.be.greaterThan(0);
    } finally {
      spy.restore();
    }
  });

  it('teardown puts the markup back as it was', async () => {
    const el = await mount(LOOP);
    el.remove();
    await waitFor(() => !slides(el)[0]!.hasAttribute('aria-label'));
    expect(bullets(el)).to.have.length(0);
    expect(slides(el).some((s) => s.inert)).to.equal(false);
    expect(wrapper(el).hasAttribute('tabindex')).to.equal(false);
    expect(pagination(el).className).to.equal('swiper-pagination');
  });
});

/** The Slides widget as Elementor prints it: backgrounds (Ken Burns on some), contents, data-animation. */
function slidesMarkup(settings: object, { n = 3, animation = 'fadeInUp', kenBurns = (i: number) => (i === 1 ? 'out' : 'in') } = {}): string {
  const slide = (i: number) =>
    `<div class="elementor-repeater-item-s${i} swiper-slide" role="group" aria-roledescription="slide">` +
    `<div class="swiper-slide-bg elementor-ken-burns elementor-ken-burns--${kenBurns(i)}" role="img" aria-label="Foto ${i}"></div>` +
    `<div class="swiper-slide-inner"><div class="swiper-slide-contents"><div class="elementor-slide-heading">Kop ${i}</div><a class="elementor-button elementor-slide-button" href="#s${i}">Bekijk</a></div></div></div>`;
  return (
    `<eb-carousel><div class="elementor-element elementor-widget elementor-widget-slides" data-id="h3r0" data-widget_type="slides.default" data-settings="${esc(JSON.stringify(settings))}"><div class="elementor-widget-container"><div class="elementor-swiper">` +
    `<div class="elementor-slides-wrapper elementor-main-swiper swiper" role="region" aria-roledescription="carousel" aria-label="Hero" dir="ltr" data-animation="${animation}">` +
    `<div class="swiper-wrapper elementor-slides">${Array.from({ length: n }, (_, i) => slide(i + 1)).join('')}</div>` +
    `<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="Previous slide"></div><div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Next slide"></div>` +
    `<div class="swiper-pagination"></div></div></div></div></div></eb-carousel>`
  );
}

/** The Media Carousel's slideshow skin: the main swiper, then the thumbnails' swiper (media-carousel.php). */
function slideshowMarkup(settings: object, n = 8): string {
  const swiper = (cls: string, arrows: boolean) =>
    `<div class="elementor-swiper"><div class="${cls} swiper" role="region" aria-roledescription="carousel" aria-label="Taarten"><div class="swiper-wrapper">` +
    Array.from({ length: n }, (_, i) => `<div class="swiper-slide" role="group" aria-roledescription="slide"><div class="elementor-carousel-image" style="height:80px" role="img" aria-label="Taart ${i + 1}"></div></div>`).join('') +
    `</div>${arrows ? `<div class="elementor-swiper-button elementor-swiper-button-prev" role="button" tabindex="0" aria-label="Previous"></div><div class="elementor-swiper-button elementor-swiper-button-next" role="button" tabindex="0" aria-label="Next"></div>` : ''}</div></div>`;
  return (
    `<eb-carousel><div class="elementor-element elementor-widget elementor-widget-media-carousel elementor-skin-slideshow" data-id="m3d1a" data-widget_type="media-carousel.default" data-settings="${esc(JSON.stringify({ skin: 'slideshow', show_arrows: 'yes', ...settings }))}"><div class="elementor-widget-container">` +
    swiper('elementor-main-swiper', true) +
    swiper('elementor-thumbnails-swiper', false) +
    `</div></div></eb-carousel>`
  );
}

async function mountHtml(html: string, width = 900) {
  const root = fixture(`<div style="width:${width}px">${html}</div>`);
  const el = root.querySelector<HTMLElement>('eb-carousel')!;
  await waitFor(() => el.hasAttribute('data-enhanced') || el.hasAttribute('data-error'), { message: 'set up' });
  return el;
}
const hero = (el: Element) => [...el.querySelectorAll<HTMLElement>('.elementor-slides > .swiper-slide')];
const active = (list: HTMLElement[]) => list.findIndex((s) => s.classList.contains('swiper-slide-active'));
const kenBurns = (el: Element) => [...el.querySelectorAll('.swiper-slide-bg')].map((b) => b.classList.contains('elementor-ken-burns--active'));
const mainSlides = (el: Element) => [...el.querySelectorAll<HTMLElement>('.elementor-main-swiper .swiper-slide')];
const thumbs = (el: Element) => [...el.querySelectorAll<HTMLElement>('.elementor-thumbnails-swiper .swiper-slide')];

describe('<eb-carousel>: fade, Ken Burns, content animation, thumbnails, offset sides, speed, mouse drag', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(async () => {
    cleanup();
    await emulateMedia({ reducedMotion: 'no-preference' });
    await setViewport({ width: 1280, height: 800 });
  });

  it('fade (transition "fade"): the slides stacked in one place, only the active one shown, the arrows cross-fade; axe clean', async () => {
    const el = await mountHtml(slidesMarkup({ navigation: 'both', transition: 'fade', transition_speed: 300 }));
    expect(el.getAttribute('data-effect')).to.equal('fade');
    expect(el.style.getPropertyValue('--se-carousel-speed')).to.equal('300ms');
    const rects = hero(el).map((s) => s.getBoundingClientRect());
    expect(rects.every((r) => Math.round(r.left) === Math.round(rects[0]!.left) && Math.round(r.top) === Math.round(rects[0]!.top))).to.equal(true);
    expect(active(hero(el))).to.equal(0);
    expect(hero(el).map((s) => getComputedStyle(s).visibility)).to.deep.equal(['visible', 'hidden', 'hidden']);
    button(el, 'next').click();
    expect(active(hero(el))).to.equal(1);
    expect(hero(el).map((s) => s.inert)).to.deep.equal([true, false, true]);
    await waitFor(() => getComputedStyle(hero(el)[1]!).opacity === '1' && getComputedStyle(hero(el)[0]!).visibility === 'hidden', { message: 'faded to slide 2' });
    expect(wrapper(el).scrollLeft).to.equal(0);
    expect(bullets(el)[1]!.getAttribute('aria-current')).to.equal('true');
    const v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
  });

  it('fade: a horizontal mouse swipe changes the slide (rightwards: the previous, rewound with infinite) and swallows the click', async () => {
    const el = await mountHtml(slidesMarkup({ transition: 'fade', infinite: 'yes' }));
    let clicks = 0;
    el.querySelector('.elementor-slide-button')!.addEventListener('click', (e) => (e.preventDefault(), clicks++));
    const r = el.querySelector('.elementor-slide-button')!.getBoundingClientRect();
    const y = Math.round(r.top + r.height / 2);
    await sendMouse({ type: 'move', position: [Math.round(r.left + 10), y] });
    await sendMouse({ type: 'down' });
    for (const dx of [20, 60, 120]) await sendMouse({ type: 'move', position: [Math.round(r.left + 10 + dx), y] });
    await sendMouse({ type: 'up' });
    await waitFor(() => active(hero(el)) === 2, { message: 'swiped back to slide 3' });
    expect(clicks).to.equal(0);
  });

  it('Ken Burns: elementor-ken-burns--active on the active slide\'s background, moved on change; the content animation plays on the slide that arrived', async () => {
    const el = await mountHtml(slidesMarkup({ navigation: 'arrows', transition: 'slide', transition_speed: 200 }));
    expect(kenBurns(el)).to.deep.equal([true, false, false]);
    expect(el.hasAttribute('data-content-animation')).to.equal(true);
    // The first slide is not animated on load (no shift, nothing hidden at first paint).
    expect(el.querySelectorAll('.swiper-slide-contents.animated')).to.have.length(0);
    button(el, 'next').click();
    expect(kenBurns(el)).to.deep.equal([false, true, false]);
    await waitFor(() => hero(el)[1]!.querySelector('.swiper-slide-contents')!.classList.contains('fadeInUp'), { message: 'animated after the move' });
    expect(hero(el)[1]!.querySelector('.swiper-slide-contents')!.className).to.equal('swiper-slide-contents animated fadeInUp');
    expect(el.hasAttribute('data-moving')).to.equal(false);
    expect(getComputedStyle(hero(el)[1]!.querySelector('.swiper-slide-contents')!).animationName).to.equal('se-carousel-fade-up');
    // Teardown takes every class it added back off.
    el.remove();
    await waitFor(() => !hero(el)[1]!.classList.contains('swiper-slide-active'));
    expect(kenBurns(el)).to.deep.equal([false, false, false]);
    expect(el.querySelectorAll('.animated')).to.have.length(0);
  });

  it('a scroll by hand ends the move at scrollend, or after a pause where scrollend is missing (Safari): the contents come back animated', async () => {
    for (const missing of [false, true]) {
      // Where the browser defines window.onscrollend (the window itself or a prototype).
      let owner: object | null = window;
      while (owner && !Object.prototype.hasOwnProperty.call(owner, 'onscrollend')) owner = Object.getPrototypeOf(owner) as object | null;
      const proto = (owner ?? {}) as Record<string, unknown>;
      const had = Object.getOwnPropertyDescriptor(proto, 'onscrollend');
      if (missing && had) delete proto.onscrollend;
      // And the events themselves never reach the carousel, as in a browser without them.
      const swallow = (e: Event) => e.stopPropagation();
      if (missing) window.addEventListener('scrollend', swallow, true);
      try {
        const el = await mountHtml(slidesMarkup({ navigation: 'arrows', transition: 'slide' }));
        expect('onscrollend' in window).to.equal(!missing);
        const w = wrapper(el);
        w.scrollTo({ left: hero(el)[1]!.offsetLeft - hero(el)[0]!.offsetLeft, behavior: 'instant' });
        await waitFor(() => active(hero(el)) === 1, { message: 'slide 2 active' });
        await waitFor(() => !el.hasAttribute('data-moving') && hero(el)[1]!.querySelector('.swiper-slide-contents')!.classList.contains('animated'), { message: `move ended (scrollend ${missing ? 'missing' : 'there'})` });
        cleanup();
      } finally {
        if (had) Object.defineProperty(proto, 'onscrollend', had);
        window.removeEventListener('scrollend', swallow, true);
      }
    }
  });

  it('reduced motion: no Ken Burns, no content animation, the fade swaps at once and the arrows jump', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const el = await mountHtml(slidesMarkup({ transition: 'fade', transition_speed: 900 }));
    expect(kenBurns(el)).to.deep.equal([false, false, false]);
    expect(el.hasAttribute('data-content-animation')).to.equal(false);
    button(el, 'next').click();
    expect(getComputedStyle(hero(el)[1]!).opacity).to.equal('1');
    expect(getComputedStyle(hero(el)[0]!).visibility).to.equal('hidden');
    await new Promise((r) => setTimeout(r, 50));
    expect(el.querySelectorAll('.animated')).to.have.length(0);
    expect(kenBurns(el)).to.deep.equal([false, false, false]);
    cleanup();
    const loop = await mount({ ...LOOP, speed: 5000 });
    button(loop, 'next').click();
    expect(wrapper(loop).hasAttribute('data-gliding')).to.equal(false);
    expect(Math.round(wrapper(loop).scrollLeft)).to.equal(Math.round(slides(loop)[1]!.offsetLeft - slides(loop)[0]!.offsetLeft));
  });

  it('slideshow skin: the thumbnails are buttons; a click shows that slide, the thumb is aria-current and the strip follows', async () => {
    const el = await mountHtml(slideshowMarkup({ slideshow_slides_per_view: '4', space_between: { unit: 'px', size: 10, sizes: [] }, speed: 100 }));
    expect(el.style.getPropertyValue('--se-carousel-thumbs-per-view')).to.equal('4');
    const t = thumbs(el);
    expect(Math.round(t[0]!.getBoundingClientRect().width)).to.equal(Math.round((900 - 30) / 4));
    expect(t.map((x) => x.getAttribute('role'))).to.deep.equal(Array(8).fill('button'));
    expect(t[4]!.getAttribute('aria-label')).to.equal('Ga naar dia 5');
    expect(t[0]!.getAttribute('aria-current')).to.equal('true');
    expect(t.map((x) => x.tabIndex)).to.deep.equal([0, -1, -1, -1, -1, -1, -1, -1]);
    // The main carousel shows one slide; the thumbnails are not slides of it.
    expect(mainSlides(el).flatMap((s, i) => (s.inert ? [] : [i]))).to.deep.equal([0]);
    expect(t.some((x) => x.inert)).to.equal(false);
    t[6]!.click();
    await waitFor(() => mainSlides(el).flatMap((s, i) => (s.inert ? [] : [i]))[0] === 6, { message: 'slide 7 shown' });
    expect(t[6]!.getAttribute('aria-current')).to.equal('true');
    expect(t[0]!.hasAttribute('aria-current')).to.equal(false);
    expect(active(t)).to.equal(6);
    const strip = el.querySelector<HTMLElement>('.elementor-thumbnails-swiper .swiper-wrapper')!;
    await waitFor(() => strip.scrollLeft > 100 && !strip.hasAttribute('data-gliding'), { message: 'the strip followed' });
    const v = await axeViolations(el.parentElement!);
    expect(v, describeViolations(v)).to.deep.equal([]);
  });

  it('slideshow skin, keyboard: Enter on a thumbnail, arrow keys move slide and focus along the strip', async () => {
    const el = await mountHtml(slideshowMarkup({ speed: 100 }));
    const t = thumbs(el);
    t[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => t[1]!.getAttribute('aria-current') === 'true', { message: 'thumb 2 current' });
    expect(document.activeElement).to.equal(t[1]);
    expect(t[1]!.tabIndex).to.equal(0);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Shift+Tab' });
    expect(document.activeElement).to.equal(t[1]);
    t[4]!.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => !mainSlides(el)[4]!.inert, { message: 'slide 5 by Enter' });
    expect(part(el, 'status')!.textContent).to.equal('5 van 8');
  });

  it('offset sides (loop carousel, infinite): both sides padded by offset_width, the neighbours peek in; left only pads the start', async () => {
    const base = { ...LOOP, infinite: 'yes', offset_width: { unit: 'px', size: 50, sizes: [] } };
    const el = await mount({ ...base, offset_sides: 'both' });
    expect(el.style.getPropertyValue('--se-carousel-offset-start')).to.equal('50px');
    const w = wrapper(el).getBoundingClientRect();
    const [a, , , d] = slides(el).map((s) => s.getBoundingClientRect());
    expect(Math.round(a!.left - w.left)).to.equal(50);
    expect(Math.round(a!.width)).to.equal(Math.round((900 - 100 - 24) / 3));
    expect(d!.left).to.be.lessThan(w.right);
    expect(shown(el)).to.deep.equal([0, 1, 2]);
    button(el, 'next').click();
    await waitFor(() => Math.round(slides(el)[1]!.getBoundingClientRect().left - wrapper(el).getBoundingClientRect().left) === 50, { message: 'slide 2 at the offset' });
    await waitFor(() => shown(el)[0] === 1);
    cleanup();
    const left = await mount({ ...base, offset_sides: 'left' });
    expect([left.style.getPropertyValue('--se-carousel-offset-start'), left.style.getPropertyValue('--se-carousel-offset-end')]).to.deep.equal(['50px', '0px']);
    expect(Math.round(slides(left)[0]!.getBoundingClientRect().width)).to.equal(Math.round((900 - 50 - 24) / 3));
  });

  it('speed: a glide of that duration with snapping off, then settled on the slide', async () => {
    const el = await mount({ ...LOOP, speed: 600 });
    expect(el.style.getPropertyValue('--se-carousel-speed')).to.equal('600ms');
    button(el, 'next').click();
    expect(wrapper(el).hasAttribute('data-gliding')).to.equal(true);
    expect(getComputedStyle(wrapper(el)).scrollSnapType).to.equal('none');
    await waitFor(() => !wrapper(el).hasAttribute('data-gliding'), { message: 'glide over' });
    expect(Math.round(wrapper(el).scrollLeft)).to.equal(Math.round(slides(el)[1]!.offsetLeft - slides(el)[0]!.offsetLeft));
    expect(getComputedStyle(wrapper(el)).scrollSnapType).to.contain('mandatory');
    expect(shown(el)).to.deep.equal([1, 2, 3]);
  });

  it('mouse drag scrolls the scroller, settles on a slide and swallows the click that ends it; a plain click still works', async () => {
    const el = await mount({ ...LOOP, speed: 100 });
    const clicked: string[] = [];
    el.addEventListener('click', (e) => {
      e.preventDefault();
      clicked.push((e.target as Element).closest('a')?.getAttribute('href') ?? '');
    });
    const r = slides(el)[1]!.getBoundingClientRect();
    const y = Math.round(r.top + r.height / 2);
    await sendMouse({ type: 'move', position: [Math.round(r.left + 100), y] });
    // The drag's code comes with the first mouse over the carousel.
    await waitFor(() => wrapper(el).hasAttribute('data-draggable'), { message: 'drag loaded on hover' });
    await sendMouse({ type: 'down' });
    for (const dx of [-10, -40, -80, -120]) await sendMouse({ type: 'move', position: [Math.round(r.left + 100 + dx), y] });
    expect(wrapper(el).hasAttribute('data-dragging')).to.equal(true);
    expect(wrapper(el).scrollLeft).to.be.greaterThan(100);
    await sendMouse({ type: 'up' });
    await waitFor(() => shown(el)[0] === 1 && !wrapper(el).hasAttribute('data-gliding'), { message: 'settled on slide 2' });
    expect(Math.round(wrapper(el).scrollLeft)).to.equal(Math.round(slides(el)[1]!.offsetLeft - slides(el)[0]!.offsetLeft));
    expect(clicked).to.deep.equal([]);
    const a = slides(el)[2]!.querySelector('a')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(a.left + 5), Math.round(a.top + a.height / 2)] });
    expect(clicked).to.deep.equal(['#p3']);
  });
});
