/**
 * The scorer's calibration corpus: lines a copywriter would grade, with that grade.
 * 4 published: taglines and value propositions brands have run (brand in the note).
 * 3 specific: clean lines that say a brand's own facts (benefit, number, place).
 * 2 generic: clean, but any business could sign them.
 * 1 defective: the built-in writer's own outputs before it was recalibrated (cut facts, clauses in noun slots,
 *   raw field labels, first person and case from the input), and the lines reviewers quoted as bad.
 */
export interface GradedLine {
  text: string;
  type: 'tagline' | 'value_proposition';
  grade: 1 | 2 | 3 | 4;
  note?: string;
}

const published: Array<[string, string, GradedLine['type']]> = [
  ['Just do it.', 'Nike', 'tagline'],
  ['Think different.', 'Apple', 'tagline'],
  ['The ultimate driving machine.', 'BMW', 'tagline'],
  ["Because you're worth it.", "L'Oréal", 'tagline'],
  ['Melts in your mouth, not in your hands.', "M&M's", 'tagline'],
  ['Have a break, have a KitKat.', 'KitKat', 'tagline'],
  ['Save money. Live better.', 'Walmart', 'tagline'],
  ['Belong anywhere.', 'Airbnb', 'tagline'],
  ['Every little helps.', 'Tesco', 'tagline'],
  ['Impossible is nothing.', 'Adidas', 'tagline'],
  ['Eat fresh.', 'Subway', 'tagline'],
  ['A diamond is forever.', 'De Beers', 'tagline'],
  ["Don't leave home without it.", 'American Express', 'tagline'],
  ['Red Bull gives you wings.', 'Red Bull', 'tagline'],
  ['Remember everything.', 'Evernote', 'tagline'],
  ['Your stuff, anywhere.', 'Dropbox', 'tagline'],
  ['Music for everyone.', 'Spotify', 'tagline'],
  ['Your friend with a car.', 'Lyft', 'tagline'],
  ['Payments infrastructure for the internet.', 'Stripe', 'value_proposition'],
  ['Send better email.', 'Mailchimp', 'value_proposition'],
  ['Save money without thinking about it.', 'Digit', 'value_proposition'],
  ['Make your website better. Instantly.', 'Crazy Egg', 'value_proposition'],
  ['Skype keeps the world talking, for free.', 'Skype', 'value_proposition'],
  ['Build, publish and A/B test landing pages without IT.', 'Unbounce', 'value_proposition'],
];

const specific: Array<[string, GradedLine['type']]> = [
  ['No more losing enterprise contracts because of failed security questionnaires.', 'value_proposition'],
  ['Audit-ready in 6 weeks, for a fixed fee.', 'tagline'],
  ['Picture books that give big feelings words.', 'tagline'],
  ['Sourdough with a 48-hour ferment, baked in Austin.', 'tagline'],
  ['Your settlement agreement, reviewed in 48 hours.', 'tagline'],
  ['Know every walk happened. GPS on every one.', 'tagline'],
  ['Yoga for 8, so your teacher knows your name.', 'tagline'],
  ['A plumber at your door within 2 hours.', 'tagline'],
  ['Payroll in 3 clicks. Taxes filed for you.', 'tagline'],
  ['Coffee roasted to order, posted within 24 hours.', 'tagline'],
  [
    'For employees offered a settlement, Harrow & Vane reviews your agreement for a fixed fee within 48 hours.',
    'value_proposition',
  ],
  [
    'For parents of toddlers with big feelings, Maisie Moon Books writes picture books tested in a real classroom.',
    'value_proposition',
  ],
  [
    'For agencies with 2 to 50 employees, Payday Pal runs payroll in 3 clicks and files your taxes.',
    'value_proposition',
  ],
  ['For couples planning small outdoor weddings, June & Field photographs the day as it happens.', 'value_proposition'],
];

const generic: Array<[string, GradedLine['type']]> = [
  ['Made with care. Made for you.', 'tagline'],
  ['Good work, done right.', 'tagline'],
  ['Built around you.', 'tagline'],
  ['Small details. Big difference.', 'tagline'],
  ['Made for the way you live.', 'tagline'],
  ['Quality you can trust.', 'tagline'],
  ['Your partner in success.', 'tagline'],
  ['Excellence in every detail.', 'tagline'],
  ['Innovative solutions for modern businesses.', 'tagline'],
  ['Good things start at Fernhill.', 'tagline'],
  ['Fernhill. Made with care, made for you.', 'tagline'],
  ['We make it simple to get what you need, from people who care about getting it right.', 'value_proposition'],
  ['Everything Fernhill does is built around the people it is for.', 'value_proposition'],
  ['We put the people we serve first: clear answers, honest work and care in every detail.', 'value_proposition'],
  ["You get Fernhill's full attention, from the first hello to long after the work is done.", 'value_proposition'],
  ['We offer high-quality services tailored to your unique needs.', 'value_proposition'],
];

const defective: Array<[string, GradedLine['type']]> = [
  ['Made for freelancers and agencies with 2.', 'tagline'],
  ["What sets Maisie Moon Books apart: i'm a former reception teacher. Price range: £7.", 'value_proposition'],
  ['Say goodbye to most games demand hours of grinding or competitive.', 'tagline'],
  ['You deserve better than most games demand hours of grinding or competitive.', 'tagline'],
  ['Goodbye, signing a settlement agreement without knowing what it. Hello, Harrow & Vane Solicitors.', 'tagline'],
  ['Goodbye, stiff posed photos that do not look like. Hello, June & Field Photography.', 'tagline'],
  ['Goodbye, stockouts and cash tied up in the wrong. Hello, Northstar Ops.', 'tagline'],
  ['Made for b2b saas companies with 2. Made in London and remote.', 'tagline'],
  ['Made for couples planning small outdoor weddings. Made in Lake district, uk.', 'tagline'],
  ['Payday Pal. Because freelancers and agencies with 2 deserve better.', 'tagline'],
  ['Your Austin so basically we bake sourdough loaves, done right.', 'tagline'],
  ['Your Bristol I write picture books about feelings, done right.', 'tagline'],
  ['Your Chicago dog walking app with live, done right.', 'tagline'],
  ['Your Denver operations consulting for ecommerce brands, mostly, done right.', 'tagline'],
  ['Your Glasgow um we do emergency plumbing, done right.', 'tagline'],
  ['Your Leeds small yoga and pilates classes, max, done right.', 'tagline'],
  ['A cosy puzzle adventure game, made with adults who want to play in mind.', 'tagline'],
  [
    'June & Field Photography makes i photograph weddings and elopements in the lake district simple to choose and easy to love.',
    'value_proposition',
  ],
  [
    'Kwik Fix Plumbing offers um we do emergency plumbing and boiler repairs, 24/7 basically for homeowners and landlords in glasgow.',
    'value_proposition',
  ],
  [
    'Payday Pal offers payroll software for freelancers and agencies for freelancers and agencies with 2.',
    'value_proposition',
  ],
  [
    'For freelancers and agencies with 2 tired of hours lost every month to manual payroll, Payday Pal brings payroll software for freelancers and agencies. Price range: $29 per month.',
    'value_proposition',
  ],
  [
    'For adults who want to play tired of most games demand hours of grinding or competitive, Lanternfall brings a cosy puzzle adventure game for pc and switch. Price range: $14.',
    'value_proposition',
  ],
  [
    'crumb & co offers so basically we bake sourdough loaves and cardamom buns every morning for families and offices in east austin.',
    'value_proposition',
  ],
  [
    'Maisie Moon Books makes I write picture books about feelings for children aged 3 to 6 simple to choose and easy to love.',
    'value_proposition',
  ],
];

export const CORPUS: GradedLine[] = [
  ...published.map(([text, note, type]) => ({ text, type, grade: 4 as const, note })),
  ...specific.map(([text, type]) => ({ text, type, grade: 3 as const })),
  ...generic.map(([text, type]) => ({ text, type, grade: 2 as const })),
  ...defective.map(([text, type]) => ({ text, type, grade: 1 as const })),
];
