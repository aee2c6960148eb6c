import { describe, expect, it } from 'vitest';
import { ADBLOCK_ID_LENGTH, RECAPTCHA_ACTIONS, RECAPTCHA_FIELDS, adblockDetected, adblockTestId, themeTemplateId, themeTemplateScrollTop } from '../../../src/core/builder/page';
import { isSameDocumentRef, styleToPresentationAttributes, svgWithoutInlineStyles } from '../../../src/core/builder/svg';

describe('themeTemplateId (?theme_template_id=N scrolls to .elementor-N)', () => {
  it.each([
    ['?preview=true&theme_template_id=6479', '6479'],
    ['?theme_template_id=12', '12'],
    ['?theme_template_id=', undefined],
    ['?theme_template_id=12a', undefined],
    ['?theme_template_id=.x,body', undefined],
    ['', undefined],
  ])('%s -> %s', (search, expected) => {
    expect(themeTemplateId(search)).toBe(expected);
  });
  it.each([
    [1500, 800, 1100],
    [100, 800, 0],
  ])('element at %d, viewport %d -> scroll to %d (its top at mid-viewport)', (top, vh, expected) => {
    expect(themeTemplateScrollTop(top, vh)).toBe(expected);
  });
});

// The page behaviours' ad-block test and <eb-popup>'s adblock_detection trigger share these.
describe('adblockTestId (spec section 9: a 6-character random id)', () => {
  it.each([
    [() => 0, 'elementor-adblock-detection-aaaaaa'],
    [() => 0.999999, 'elementor-adblock-detection-999999'],
    // A random() of exactly 1 (or out of range) stays in the alphabet.
    [() => 1, 'elementor-adblock-detection-999999'],
    [() => -0.5, 'elementor-adblock-detection-aaaaaa'],
  ])('%s -> %s', (random, expected) => {
    expect(adblockTestId(random)).toBe(expected);
  });
  it('each character from its own random() draw', () => {
    let i = 0;
    const seq = [0, 0.5, 0.999, 0.1, 0.75, 0.3];
    expect(adblockTestId(() => seq[i++]!)).toBe('elementor-adblock-detection-as9d1k');
  });
  it('6 characters of [a-z0-9] from Math.random', () => {
    for (let i = 0; i < 50; i++) expect(adblockTestId(Math.random)).toMatch(new RegExp(`^elementor-adblock-detection-[a-z0-9]{${ADBLOCK_ID_LENGTH}}$`));
  });
});

describe('adblockDetected: the test element removed or hidden', () => {
  it.each([
    [{ present: false, display: null }, true],
    [{ present: true, display: 'none' }, true],
    [{ present: true, display: 'block' }, false],
  ])('%j -> %s', (bait, detected) => {
    expect(adblockDetected(bait)).toBe(detected);
  });
});

describe('reCAPTCHA names (spec section 7, "Captcha")', () => {
  it('actions homepage and contactform; fields _wpcf7_recaptcha_response and g-recaptcha-response', () => {
    expect(RECAPTCHA_ACTIONS).toEqual({ homepage: 'homepage', contactform: 'contactform' });
    expect(RECAPTCHA_FIELDS).toEqual(['_wpcf7_recaptcha_response', 'g-recaptcha-response']);
  });
});

describe('svgWithoutInlineStyles (strict CSP: no inline styles)', () => {
  it.each([
    ['<svg><path style="fill:#c00;stroke-width:2" d="M0 0"/></svg>', '<svg><path fill="#c00" stroke-width="2" d="M0 0"/></svg>'],
    ['<svg><style>.a{fill:red}</style><path class="a"/></svg>', '<svg><path class="a"/></svg>'],
    ["<svg><g style='opacity: .5 !important; --x: 1; position: absolute'/></svg>", '<svg><g opacity=".5"/></svg>'],
    ['<svg><rect fill="blue" style="fill:red"/></svg>', '<svg><rect fill="blue"/></svg>'], // an attribute already there wins (CSS would, but keep it simple and safe)
    ['<svg><rect style="fill:url(https://evil.example/x.svg#p)"/></svg>', '<svg><rect/></svg>'],
    ['<svg><rect style="fill:url(#grad)"/></svg>', '<svg><rect fill="url(#grad)"/></svg>'],
    ['<svg><text>style="fill:red"</text></svg>', '<svg><text>style="fill:red"</text></svg>'],
  ])('%s -> %s', (input, expected) => {
    expect(svgWithoutInlineStyles(input)).toBe(expected);
  });
  it('escapes quotes in values', () => {
    expect(styleToPresentationAttributes('font-family: "A" , serif')).toBe(' font-family="&quot;A&quot; , serif"');
  });
});

describe('isSameDocumentRef (<use href> only within the document)', () => {
  it.each([
    ['#icon', true],
    [' #icon ', true],
    ['#', false],
    ['sprite.svg#icon', false],
    ['https://evil.example/s.svg#a', false],
    ['data:image/svg+xml,<svg/>', false],
    ['javascript:alert(1)', false],
    [null, false],
  ])('%j -> %s', (href, expected) => {
    expect(isSameDocumentRef(href)).toBe(expected);
  });
});
