import { PROGRESS_PARTS, progressChecklist } from '../project-view';
import { testProject } from '../testing/fixtures';

const full = {
  businessName: 'Pawsh Parlour',
  whatYouSell: 'dog grooming',
  whoYouSellTo: 'dog owners',
  problemYouSolve: 'rushed cuts',
  uniqueValue: 'calm one-to-one sessions',
  priceRange: '$40-$90',
  businessGoal: 'more bookings',
  location: 'Austin',
  businessStage: 'growing',
};
const stored = (parts: number) => Math.round((100 * parts) / PROGRESS_PARTS);

describe('progressChecklist (issue 28: what the percentage counts and lacks)', () => {
  it('says, at 82% with all nine fields filled, that a published message and a copy are missing', () => {
    const checklist = progressChecklist(testProject({ details: full, progress: stored(9) }));
    expect(checklist.percent).toBe(82);
    expect(checklist.missing.map((part) => part.todo)).toEqual(['Publish a brand message', 'Write a copy']);
    expect(checklist.summary).toBe(
      'Progress 82% counts the 9 brand fields, a published brand message and a copy. Missing: a published brand message and a copy.',
    );
  });

  it('reads a published message from the stored progress, and a copy from the stats', () => {
    const checklist = progressChecklist(
      testProject({ details: full, progress: stored(10), stats: { messages: 1, copies: 0, recordings: 0 } }),
    );
    expect(checklist.parts.find((part) => part.key === 'publishedMessage')?.done).toBe(true);
    expect(checklist.missing.map((part) => part.key)).toEqual(['copy']);

    const withCopy = progressChecklist(
      testProject({ details: full, progress: stored(10), stats: { messages: 1, copies: 2, recordings: 0 } }),
    );
    expect(withCopy.missing.map((part) => part.key)).toEqual(['publishedMessage']);
  });

  it('names each empty field, and says when everything is done', () => {
    const partial = progressChecklist(
      testProject({ details: { ...full, location: ' ', priceRange: '' }, progress: stored(7) }),
    );
    expect(partial.missing.map((part) => part.todo)).toEqual([
      'Fill in Price range',
      'Fill in Location',
      'Publish a brand message',
      'Write a copy',
    ]);
    const done = progressChecklist(
      testProject({ details: full, progress: 100, stats: { messages: 1, copies: 1, recordings: 0 } }),
    );
    expect(done.missing).toEqual([]);
    expect(done.summary).toBe('Progress 100%: the 9 brand fields, a published brand message and a copy, all done.');
  });
});
