import { describe, expect, it } from 'vitest';
import { brandVariables, brightness, contrastRatio, inkOn, LIGHT_SURFACE, textByBrightness, textOn } from '@/lib/settings/branding';
import { atLeast } from '@/tests/support/present';

const DARK = '#1f2937';
const WHITE = '#ffffff';
const BLACK = '#000000';

describe('brightness', () => {
  it('is (299R + 587G + 114B) / 1000', () => {
    expect(brightness('#000000')).toBe(0);
    expect(brightness('#ffffff')).toBe(255);
    // 299*231 + 587*235 + 114*244 = 234830
    expect(brightness('#e7ebf4')).toBeCloseTo(234.83, 10);
    // 299*102 + 587*145 + 114*231 = 141947
    expect(brightness('#6691e7')).toBeCloseTo(141.947, 10);
  });

  it('weights the channels 299 / 587 / 114', () => {
    expect(brightness('#ff0000')).toBeCloseTo(76.245, 10);
    expect(brightness('#00ff00')).toBeCloseTo(149.685, 10);
    expect(brightness('#0000ff')).toBeCloseTo(29.07, 10);
  });

  it('accepts upper case and a missing #', () => {
    expect(brightness('#E7EBF4')).toBeCloseTo(234.83, 10);
    expect(brightness('787878')).toBe(120);
  });
});

describe('textByBrightness (SPEC §1 alone)', () => {
  it('uses dark text strictly above 120, white at 120 and below', () => {
    expect(textByBrightness('#ffffff')).toBe(DARK);
    expect(textByBrightness('#797979')).toBe(DARK);
    expect(textByBrightness('#787878')).toBe(WHITE);
    expect(textByBrightness('#777777')).toBe(WHITE);
    expect(textByBrightness('#000000')).toBe(WHITE);
  });

  it('does not guarantee 4.5:1: on mid-tones neither of its colours is readable', () => {
    // #3b82f6: brightness 122 → dark grey at 3.98:1 (and white would be 3.68:1).
    expect(brightness('#3b82f6')).toBeCloseTo(121.995, 3);
    expect(contrastRatio(textByBrightness('#3b82f6'), '#3b82f6')).toBeLessThan(4.5);
    expect(contrastRatio(WHITE, '#3b82f6')).toBeLessThan(4.5);
    // Exactly 120: white is 4.42:1.
    expect(contrastRatio(textByBrightness('#787878'), '#787878')).toBeLessThan(4.5);
  });
});

describe('textOn (WCAG contrast, the brightness rule breaking ties)', () => {
  it('keeps the brightness rule wherever it is readable', () => {
    expect(textOn('#ffffff')).toBe(DARK);
    expect(textOn('#e7ebf4')).toBe(DARK);
    expect(textOn('#6691e7')).toBe(DARK);
    expect(textOn('#f5e663')).toBe(DARK);
    expect(textOn('#000000')).toBe(WHITE);
    expect(textOn('#1f2937')).toBe(WHITE);
    expect(textOn('#0000ff')).toBe(WHITE);
    expect(textOn('#1a1a2e')).toBe(WHITE);
    expect(textOn('#2e1065')).toBe(WHITE);
    expect(textOn('#666666')).toBe(WHITE);
  });

  it('departs from it where it would fall below 4.5:1, for black', () => {
    expect(textOn('#3b82f6')).toBe(BLACK);
    expect(textOn('#787878')).toBe(BLACK);
    expect(textOn('#797979')).toBe(BLACK);
    // A saturated green darker than 120 by brightness, where white is only 3.5:1.
    expect(brightness('#00a000')).toBeLessThan(120);
    expect(contrastRatio(WHITE, '#00a000')).toBeLessThan(4.5);
    expect(textOn('#00a000')).toBe(BLACK);
  });

  it('reaches 4.5:1 on every colour, and keeps dark text above brightness 120 (SPEC §1)', () => {
    // A 52³ grid of the RGB cube (every 5th value per channel).
    let worst = 21;
    const brightButWhite: string[] = [];
    for (let r = 0; r < 256; r += 5) {
      for (let g = 0; g < 256; g += 5) {
        for (let b = 0; b < 256; b += 5) {
          const bg = '#' + [r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('');
          const fg = textOn(bg);
          worst = Math.min(worst, contrastRatio(fg, bg));
          if (brightness(bg) > 120 && fg === WHITE) brightButWhite.push(bg);
        }
      }
    }
    expect(worst).toBeGreaterThanOrEqual(4.5);
    expect(brightButWhite).toEqual([]);
  }, 30_000);

  it('treats an unreadable colour as white (dark text)', () => {
    expect(textOn('not a colour')).toBe(DARK);
  });
});

describe('inkOn (the brand as text on a light surface)', () => {
  it('keeps a brand that is already readable on slate-100', () => {
    expect(inkOn('#0f766e')).toBe('#0f766e');
    expect(inkOn('#1a1a2e')).toBe('#1a1a2e');
    expect(inkOn('#7C3AED')).toBe('#7c3aed');
  });

  it('darkens a light brand to the lightest shade of its hue that reaches 4.5:1', () => {
    for (const brand of ['#f5e663', '#6691e7', '#e6f4f1', '#3b82f6', '#ffffff']) {
      const ink = inkOn(brand);
      expect(contrastRatio(ink, LIGHT_SURFACE), brand).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(ink, '#ffffff'), brand).toBeGreaterThanOrEqual(4.5);
      // Barely: one step lighter would not do (the shade is the lightest readable one, not black).
      expect(contrastRatio(ink, LIGHT_SURFACE), brand).toBeLessThan(4.7);
    }
    // Same hue: the channels keep their proportions (#f5e663 → yellow-olive, not grey).
    const [r, g, b] = atLeast(
      [1, 3, 5].map((i) => parseInt(inkOn('#f5e663').slice(i, i + 2), 16)),
      3,
    );
    expect(r / b).toBeCloseTo(0xf5 / 0x63, 0);
    expect(g / b).toBeCloseTo(0xe6 / 0x63, 0);
  });

  it('falls back to dark text for an unreadable colour', () => {
    expect(inkOn('nope')).toBe(DARK);
  });
});

describe('brandVariables', () => {
  const defaults = {
    '--brand-primary': '#6691e7',
    '--brand-on-primary': DARK,
    '--brand-primary-ink': '#4e6fb2',
    '--brand-secondary': '#e7ebf4',
    '--brand-on-secondary': DARK,
  };

  it('uses the default colours without settings', () => {
    expect(brandVariables(null)).toEqual(defaults);
    expect(brandVariables(undefined)).toEqual(defaults);
    expect(brandVariables({})).toEqual(defaults);
  });

  it('uses the default colours when the colours are null or empty', () => {
    expect(brandVariables({ primary_color: null, secondary_color: null })).toEqual(defaults);
    expect(brandVariables({ primary_color: '', secondary_color: '' })).toEqual(defaults);
  });

  it('uses the company colours and picks a readable text colour on each', () => {
    expect(brandVariables({ primary_color: '#112233', secondary_color: '#333333' })).toEqual({
      '--brand-primary': '#112233',
      '--brand-on-primary': WHITE,
      '--brand-primary-ink': '#112233',
      '--brand-secondary': '#333333',
      '--brand-on-secondary': WHITE,
    });
    expect(brandVariables({ secondary_color: '#f5e663' })['--brand-on-secondary']).toBe(DARK);
    expect(brandVariables({ secondary_color: '#666666' })['--brand-on-secondary']).toBe(WHITE);
    expect(brandVariables({ secondary_color: '#787878' })['--brand-on-secondary']).toBe(BLACK);
  });

  it('defaults only the missing colour', () => {
    expect(brandVariables({ primary_color: '#000000' })).toEqual({
      '--brand-primary': '#000000',
      '--brand-on-primary': WHITE,
      '--brand-primary-ink': '#000000',
      '--brand-secondary': '#e7ebf4',
      '--brand-on-secondary': DARK,
    });
  });
});

describe('contrastRatio (WCAG 2)', () => {
  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#6691e7', '#6691e7')).toBeCloseTo(1, 5);
  });

  it('is symmetric and matches known pairs', () => {
    // #767676 on white is the classic 4.54:1 AA threshold grey.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'), 10);
  });
});
