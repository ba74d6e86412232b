import { shareLinks, shareText } from '../utils/share-links';

it('puts the copy, its tracked link and its hashtags in the shared text', () => {
  expect(shareText('  Fresh beans. ', ['#coffee', '#roast'], 'https://b.test/r/x')).toBe('Fresh beans.\n\nhttps://b.test/r/x\n\n#coffee #roast');
  expect(shareText('Fresh beans.', [])).toBe('Fresh beans.');
});

it('survives half an emoji left by an edit instead of throwing', () => {
  expect(shareLinks.x('ok \uD83C')).toBe(`https://twitter.com/intent/tweet?text=${encodeURIComponent('ok \uFFFD')}`);
  expect(shareLinks.linkedin('🎉')).toBe(`https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent('🎉')}`);
});
