import { composeCopyText, copyBody, copyTextParts, spokenCopyText } from '../copy-text';

describe('composeCopyText: the text shown, copied and counted', () => {
  it('puts the copy, its tracked link and its hashtags in that order, a blank line apart', () => {
    expect(composeCopyText('  Fresh beans. ', ['#coffee', '#roast'], 'twitter', 'https://b.test/r/x')).toBe(
      'Fresh beans.\n\nhttps://b.test/r/x\n\n#coffee #roast',
    );
    expect(composeCopyText('Fresh beans.', [], 'twitter')).toBe('Fresh beans.');
  });

  it('says the hashtags once, as the list has them, for a copy stored with them at the end of its text', () => {
    // As the writers store a copy: the list's tags also end the text. No second paragraph of them.
    expect(composeCopyText('Fresh beans.\n\n#Coffee #roast', ['#coffee', '#roast', '#beans'], 'linkedin')).toBe(
      'Fresh beans.\n\n#coffee #roast #beans',
    );
    // Inline at the end of the last line (TikTok).
    expect(composeCopyText('Fresh beans ✨ Order now. #coffee #roast', ['#coffee', '#roast'], 'tiktok')).toBe(
      'Fresh beans ✨ Order now.\n\n#coffee #roast',
    );
  });

  it('drops a tag removed from the list, even when the stored text ended with it', () => {
    const stored = 'Fresh beans.\n\n#coffee #roast';
    // The editor shows the body; the list is what the person changes.
    const body = copyBody(stored, ['#coffee', '#roast']);
    expect(body).toBe('Fresh beans.');
    expect(composeCopyText(body, ['#coffee'], 'instagram')).toBe('Fresh beans.\n\n#coffee');
  });

  it('keeps tags inside the text, and tags at the end that the list does not carry', () => {
    expect(copyBody('We love #Mondays. Fresh beans.\n\n#coffee', ['#coffee'])).toBe('We love #Mondays. Fresh beans.');
    expect(copyBody('Fresh beans. #mine', ['#coffee'])).toBe('Fresh beans. #mine');
    expect(composeCopyText('We love #coffee, #roast!', ['#coffee', '#roast'], 'twitter')).toBe(
      'We love #coffee, #roast!',
    );
    // Parts of longer tags do not count as carried.
    expect(copyTextParts('Fresh beans. #coffeelovers ##roast', ['#coffee', '#roast'], 'twitter').hashtags).toEqual([
      '#coffee',
      '#roast',
    ]);
  });

  it('gives an email no hashtags, whatever its list or the end of its text holds', () => {
    expect(composeCopyText('Hi there,\n\nFresh beans.\n\n#coffee', ['#coffee'], 'email')).toBe(
      'Hi there,\n\nFresh beans.',
    );
    expect(copyTextParts('Hi there.', ['#coffee'], 'email').hashtags).toEqual([]);
  });
});

describe('spokenCopyText: a copy read aloud', () => {
  it('has no hashtags and no line of them for the prompter to take as a section', () => {
    expect(spokenCopyText('Fresh beans.\n\n#coffee #roast\n\nOrder today.\n\n#coffee', ['#coffee'])).toBe(
      'Fresh beans.\n\nOrder today.',
    );
  });
});
