import { findBroken } from '../craft';

/* A capable writer's English that the broken-phrase checks once refused (set K's blind reading: the gates threw away
   model copy the judges rated 7 and 8), beside the pastes and cuts they are there to catch. */
describe('findBroken: pasted and cut phrases, not English', () => {
  it.each([
    'Since 2009 we have treated donkeys, and we do all the grant paperwork for you.',
    'The donkeys we treat are the ones families live on.',
    'So the water money keeps coming in.',
    'Twenty years in.',
    'Hooves seen to. Worms dealt with.',
    "That's who we are.",
  ])('leaves "%s" alone', (text) => {
    expect(findBroken(text)).toEqual([]);
  });

  it.each([
    ['Kwik Fix Plumbing offers um we do emergency plumbing.', 'a first-person clause pasted mid-sentence'],
    ['Crumb offers so basically we bake bread.', 'a first-person clause pasted mid-sentence'],
    ['Handmade soaps, made with.', 'ends on a joining word'],
    ['A studio based in.', 'ends on a joining word'],
    ['Bread we bake for the.', 'ends on a joining word'],
    ['All our coaches are. A full team kit is about R6,500.', 'a sentence ends on a joining word'],
    ['Our head coach is.', 'a sentence ends on a joining word'],
  ])('flags "%s"', (text, defect) => {
    expect(findBroken(text)).toContain(defect);
  });
});
