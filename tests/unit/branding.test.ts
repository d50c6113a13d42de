import { describe, expect, it } from 'vitest';
import { brandVariables, brightness, contrastRatio, textOn } from '@/lib/settings/branding';

const DARK = '#1f2937';
const WHITE = '#ffffff';

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

describe('textOn', () => {
  it('uses dark text on bright colours', () => {
    expect(textOn('#ffffff')).toBe(DARK);
    expect(textOn('#e7ebf4')).toBe(DARK);
    expect(textOn('#6691e7')).toBe(DARK);
  });

  it('uses white text on dark colours', () => {
    expect(textOn('#000000')).toBe(WHITE);
    expect(textOn('#1f2937')).toBe(WHITE);
    expect(textOn('#0000ff')).toBe(WHITE);
  });

  it('switches strictly above 120: exactly 120 is white, 121 is dark', () => {
    expect(brightness('#787878')).toBe(120);
    expect(textOn('#787878')).toBe(WHITE);
    expect(brightness('#777777')).toBe(119);
    expect(textOn('#777777')).toBe(WHITE);
    expect(brightness('#797979')).toBe(121);
    expect(textOn('#797979')).toBe(DARK);
  });
});

describe('brandVariables', () => {
  const defaults = {
    '--brand-primary': '#6691e7',
    '--brand-on-primary': DARK,
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

  it('uses the company colours and picks the text colour by brightness', () => {
    expect(brandVariables({ primary_color: '#112233', secondary_color: '#333333' })).toEqual({
      '--brand-primary': '#112233',
      '--brand-on-primary': WHITE,
      '--brand-secondary': '#333333',
      '--brand-on-secondary': WHITE,
    });
    expect(brandVariables({ secondary_color: '#797979' })['--brand-on-secondary']).toBe(DARK);
    expect(brandVariables({ secondary_color: '#787878' })['--brand-on-secondary']).toBe(WHITE);
  });

  it('defaults only the missing colour', () => {
    expect(brandVariables({ primary_color: '#000000' })).toEqual({
      '--brand-primary': '#000000',
      '--brand-on-primary': WHITE,
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
