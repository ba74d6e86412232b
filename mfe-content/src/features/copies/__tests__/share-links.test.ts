import { hashtagsToAdd, shareLinks, shareText } from '../utils/share-links';

it('puts the copy, its tracked link and its hashtags in the shared text', () => {
  expect(shareText('  Fresh beans. ', ['#coffee', '#roast'], 'https://b.test/r/x')).toBe(
    'Fresh beans.\n\nhttps://b.test/r/x\n\n#coffee #roast',
  );
  expect(shareText('Fresh beans.', [])).toBe('Fresh beans.');
});

it('survives half an emoji left by an edit instead of throwing', () => {
  expect(shareLinks.x('ok \uD83C')).toBe(`https://twitter.com/intent/tweet?text=${encodeURIComponent('ok \uFFFD')}`);
  expect(shareLinks.linkedin('🎉')).toBe(
    `https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent('🎉')}`,
  );
});

test('hashtags the text already carries are not added again, in any case; parts of longer tags do not count', () => {
  expect(shareText('Fresh beans.\n\n#Coffee #roast', ['#coffee', '#roast', '#beans'])).toBe(
    'Fresh beans.\n\n#Coffee #roast\n\n#beans',
  );
  expect(hashtagsToAdd('Fresh beans. #coffeelovers ##roast', ['#coffee', '#roast'])).toEqual(['#coffee', '#roast']);
  expect(hashtagsToAdd('Fresh beans. #coffee, #roast!', ['#coffee', '#roast'])).toEqual([]);
  expect(hashtagsToAdd('Café #café', ['#café', '#c.fé'])).toEqual(['#c.fé']);
});
