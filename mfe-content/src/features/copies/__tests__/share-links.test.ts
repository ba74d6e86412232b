import { shareLinks } from '../utils/share-links';

it('survives half an emoji left by an edit instead of throwing', () => {
  expect(shareLinks.x('ok \uD83C')).toBe(`https://twitter.com/intent/tweet?text=${encodeURIComponent('ok \uFFFD')}`);
  expect(shareLinks.linkedin('🎉')).toBe(
    `https://www.linkedin.com/feed/?shareActive=true&text=${encodeURIComponent('🎉')}`,
  );
});
