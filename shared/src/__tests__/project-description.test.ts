import { projectDescription } from '../project-view';

const describeAs = (whoYouSellTo: string, problemYouSolve: string) =>
  projectDescription({ whoYouSellTo, problemYouSolve });

describe('projectDescription with fields as people type them (issue 28)', () => {
  it.each([
    // A pain written as a clause is a sentence of its own, never "who struggle with most salons are …".
    [
      'dog owners',
      'most grooming salons are loud and rushed',
      'We help dog owners. Most grooming salons are loud and rushed.',
    ],
    ['dog owners', 'dogs hate the dryer', 'We help dog owners. Dogs hate the dryer.'],
    ['dog owners', 'salons are loud. dogs get stressed.', 'We help dog owners. Salons are loud. Dogs get stressed.'],
    // A list, typed with commas or as bullets, reads as one.
    [
      'Dog owners in Austin',
      'Loud salons, long waits, rushed cuts',
      'We help dog owners in Austin who struggle with loud salons, long waits, and rushed cuts.',
    ],
    [
      'dog owners',
      '- loud salons\n- long waits\n- rushed cuts',
      'We help dog owners who struggle with loud salons, long waits, and rushed cuts.',
    ],
    [
      'cat lovers, dog lovers, rabbit people etc',
      'vet bills',
      'We help cat lovers, dog lovers, and rabbit people who struggle with vet bills.',
    ],
    // A list the owner closed with "or" stays theirs: not "nervous and elderly or rescue dogs".
    [
      'busy dog owners in Leeds with nervous, elderly or rescue dogs',
      'long waits',
      'We help busy dog owners in Leeds with nervous, elderly or rescue dogs who struggle with long waits.',
    ],
    // The customer's first person is said of them.
    [
      'busy parents',
      'I never have time to cook a real dinner',
      'We help busy parents. They never have time to cook a real dinner.',
    ],
    ['dog owners', 'my dog is scared of clippers 😢', 'We help dog owners. Their dog is scared of clippers.'],
    ['dog owners', "I'm tired of rushed cuts", 'We help dog owners. They are tired of rushed cuts.'],
    // Capitals, emoji, quotes and exclamation marks go.
    ['DOG OWNERS', 'ANXIOUS DOGS!!!', 'We help dog owners who struggle with anxious dogs.'],
    [
      'DOG OWNERS in Austin',
      'LOUD SALONS near UK and SEO',
      'We help dog owners in Austin who struggle with loud salons near UK and SEO.',
    ],
    ['HVAC contractors', 'slow quotes', 'We help HVAC contractors who struggle with slow quotes.'],
    ['small shops', 'business cost overruns', 'We help small shops who struggle with business cost overruns.'],
    ['commuters', 'bus wait times', 'We help commuters who struggle with bus wait times.'],
    ['dog owners', 'groomers never listen', 'We help dog owners. Groomers never listen.'],
    ['Dog owners 🐶🐾', '"rushed grooming" 😤', 'We help dog owners who struggle with rushed grooming.'],
    // Openings that describe the field rather than fill it.
    [
      'We sell to small business owners',
      'The problem is that they waste hours on invoices.',
      'We help small business owners. They waste hours on invoices.',
    ],
    [
      'Our clients are mostly busy professionals',
      'struggling with meal prep',
      'We help busy professionals who struggle with meal prep.',
    ],
    // The frame follows the problem's shape and the audience's number.
    [
      'people who own big dogs',
      'finding a groomer who takes them',
      'We help people who own big dogs and struggle with finding a groomer who takes them.',
    ],
    ['anyone with a dog', 'no time for grooming', 'We help anyone with a dog who has no time for grooming.'],
    ['freelancers', 'not enough clients', "We help freelancers who don't have enough clients."],
    [
      'new runners',
      'to stay motivated past week two',
      'We help new runners who struggle to stay motivated past week two.',
    ],
    ['dog owners', 'Where can I find a calm groomer?', 'We help dog owners. Where can they find a calm groomer?'],
    [
      'dog owners',
      'finding a groomer, especially for big dogs',
      'We help dog owners who struggle with finding a groomer, especially for big dogs.',
    ],
    // Empty fields: what there is, and nothing when there is nothing.
    ['home baristas', '', 'We help home baristas.'],
    ['', 'stale coffee', 'We help people who struggle with stale coffee.'],
    ['', 'Most salons are loud', 'The problem we solve: most salons are loud.'],
    ['🐕🐕', '😭😭', ''],
    ['  ', '\n', ''],
  ])('%j + %j → %j', (audience, problem, expected) => {
    expect(describeAs(audience, problem)).toBe(expected);
  });

  it('keeps the spec frame for a noun-phrase problem', () => {
    expect(describeAs('home baristas', 'stale coffee.')).toBe('We help home baristas who struggle with stale coffee.');
  });
});
