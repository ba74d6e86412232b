import { copyTitle, messageTitle, titleFor } from '../index';

describe('titleFor', () => {
  it('is the first sentence, whole, when it fits', () => {
    expect(titleFor('Coffee roasted yesterday, in your cup tomorrow. Order today.')).toBe(
      'Coffee roasted yesterday, in your cup tomorrow',
    );
    expect(titleFor('  Stale coffee?\n\nNot any more.  ')).toBe('Stale coffee?');
  });

  it('tells two texts apart by what they say', () => {
    expect(titleFor('Fresh beans, every week.')).not.toBe(titleFor('Your barista, at home.'));
  });

  it('never cuts a word: a long sentence ends after a whole word, with an ellipsis', () => {
    const text = 'Single-origin coffee beans roasted the day before they ship to home baristas who care about taste';
    const title = titleFor(text, 40);
    expect(title.endsWith('…')).toBe(true);
    expect(Array.from(title).length).toBeLessThanOrEqual(40);
    const kept = title.slice(0, -1);
    expect(text.startsWith(kept)).toBe(true);
    expect(text.charAt(kept.length)).toBe(' ');
  });

  it('prefers to end at a phrase boundary when one is in the second half', () => {
    expect(titleFor('Northwind Coffee Roasters brings beans, roasted the day before they ship, to your door', 50)).toBe(
      'Northwind Coffee Roasters brings beans…',
    );
  });

  it('cuts a single overlong word only because nothing else fits', () => {
    expect(titleFor('x'.repeat(80), 20)).toBe(`${'x'.repeat(19)}…`);
  });
});

describe('copyTitle', () => {
  it('is what the copy says (lists show the platform beside it), within a title’s length and whole words', () => {
    const content = 'Coffee roasted yesterday, in your cup tomorrow that tastes like the farm it came from. More.';
    const title = copyTitle('instagram', 'post', content);
    expect(title.startsWith('Coffee roasted yesterday')).toBe(true);
    expect(title).not.toMatch(/^Instagram post/);
    expect(Array.from(title).length).toBeLessThanOrEqual(60);
    const kept = title.replace(/…$/, '');
    expect(content.startsWith(kept) && [' ', ',', '.'].includes(content.charAt(kept.length))).toBe(true);
  });

  it("is an email's subject line, without its label", () => {
    expect(copyTitle('email', 'post', 'Subject: Audit-ready in 6 weeks\n\nPreview: SOC 2 from £4,500.\n\nHi,')).toBe(
      'Audit-ready in 6 weeks',
    );
  });

  it('keeps a subject line whole when it fits, sentences and all: the subject field and the subject sent agree', () => {
    expect(
      copyTitle('email', 'post', 'Subject: Northwind Coffee. Roasted the day it ships\n\nPreview: Beans.\n\nHi,'),
    ).toBe('Northwind Coffee. Roasted the day it ships');
    const long = `Subject: ${'Fresh beans, roasted to order and shipped the same day '.repeat(2)}\n\nHi,`;
    expect(Array.from(copyTitle('email', 'post', long)).length).toBeLessThanOrEqual(60);
  });

  it('ends at the emoji after the hook: a TikTok caption runs hook, emoji and call to action together', () => {
    expect(copyTitle('tiktok', 'post', 'Audit-ready in 6 weeks 🔥 Book a demo. #Vaultline #SOC2')).toBe(
      'Audit-ready in 6 weeks',
    );
    expect(copyTitle('instagram', 'post', '✨ Fresh beans every Monday.')).toBe('✨ Fresh beans every Monday');
  });
});

describe('messageTitle', () => {
  it('is the title, else a title made from the text', () => {
    expect(messageTitle({ title: ' Fresh from the roaster ', content: 'x' })).toBe('Fresh from the roaster');
    expect(messageTitle({ title: '', content: 'Roasted today, in your cup tomorrow.' })).toBe(
      'Roasted today, in your cup tomorrow',
    );
    expect(messageTitle({ title: '', content: ' ' })).toBe('Untitled message');
  });
});
