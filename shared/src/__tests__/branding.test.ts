import { brandColorInputSchema, isBrandColor, normalizeBrandColor, textOnBrandColor } from '../schemas/branding';

describe('brand colour: one rule for the API, the public page and the emails', () => {
  it('takes six hex digits, with or without #, in any case, and stores them as #rrggbb', () => {
    expect(normalizeBrandColor('#1677FF')).toBe('#1677ff');
    expect(normalizeBrandColor(' 0a0b0c ')).toBe('#0a0b0c');
    expect(brandColorInputSchema.parse({ color: '#ABCDEF' })).toEqual({ color: '#abcdef' });
  });

  it.each(['red', '#abc', '#12345g', '#1234567', '', 'url(x)', '#000000;background:red', '#000000 !important'])(
    'refuses %p',
    (value) => {
      expect(normalizeBrandColor(value)).toBeNull();
      expect(brandColorInputSchema.safeParse({ color: value }).success).toBe(false);
    },
  );

  it('lets only the stored form through to CSS', () => {
    expect(isBrandColor('#a1b2c3')).toBe(true);
    for (const value of ['#A1B2C3', 'a1b2c3', null, undefined, 12, '#a1b2c3;']) expect(isBrandColor(value)).toBe(false);
  });

  it('picks readable text on the colour', () => {
    expect(textOnBrandColor('#000000')).toBe('#ffffff');
    expect(textOnBrandColor('#1677ff')).toBe('#ffffff');
    expect(textOnBrandColor('#ffff00')).toBe('#1f1f1f');
    expect(textOnBrandColor('#ff6600')).toBe('#1f1f1f');
  });
});
