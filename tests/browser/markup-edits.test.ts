import { expect } from 'chai';
import { markupEdits } from '../../src/light/markup-edits';
import { cleanup, fixture } from './helpers';

describe('markupEdits (the light elements\' changes to printed markup, put back at teardown)', () => {
  afterEach(cleanup);

  it('puts every attribute back as it was first found: changed, added, removed, changed twice', () => {
    const root = fixture('<div id="a" aria-hidden="true" data-x="1"></div><div id="b" tabindex="0"></div>');
    const a = root.querySelector('#a')!;
    const b = root.querySelector('#b')!;
    // Attributes as a sorted list (a removed one that comes back is listed last by the DOM).
    const attrs = () => [a, b].map((el) => [...el.attributes].map((x) => `${x.name}=${x.value}`).sort().join(' '));
    const before = attrs();
    const edits = markupEdits();
    edits.attr(a, 'aria-hidden', 'false');
    edits.attr(a, 'aria-hidden', false);
    edits.attr(a, 'role', 'group');
    edits.attr(a, 'inert', true);
    edits.attr(b, 'tabindex', null);
    edits.attr(b, 'tabindex', '-1');
    expect(a.hasAttribute('aria-hidden')).to.equal(false);
    expect(a.getAttribute('inert')).to.equal('');
    expect(b.getAttribute('tabindex')).to.equal('-1');
    edits.restore();
    expect(attrs()).to.deep.equal(before);
    expect(attrs()).to.deep.equal(['aria-hidden=true data-x=1 id=a', 'id=b tabindex=0']);
  });

  it('puts classes back: one added is removed, one the server printed and we removed comes back', () => {
    const root = fixture('<div id="s" class="swiper-slide swiper-slide-active"></div><div id="t" class="swiper-slide"></div>');
    const s = root.querySelector('#s')!;
    const t = root.querySelector('#t')!;
    const edits = markupEdits();
    edits.cls(s, 'swiper-slide-active', false);
    edits.cls(t, 'swiper-slide-active', true);
    edits.cls(t, 'swiper-slide-active', false);
    edits.cls(t, 'swiper-slide-active', true);
    expect(s.className).to.equal('swiper-slide');
    edits.restore();
    expect(s.className).to.equal('swiper-slide swiper-slide-active');
    expect(t.className).to.equal('swiper-slide');
  });
});
