import type { EngineProject } from '../../src/engine';

/**
 * The golden set: projects as people really fill them in (lower case, rambling, first person, empty
 * fields). `expect` holds what a copywriter checks on every output: words whose case the input got wrong
 * and the copy must restore, facts that must never be cut, and whether the business takes bookings.
 */
export interface GoldenProject extends EngineProject {
  expect: {
    /** Spelled so in any output that uses them ("Austin", "GPS"). */
    cased: string[];
    /** Kept whole whenever any part of them appears ("2 to 50 employees", "£7.99"). */
    facts: string[];
    bookable: boolean;
  };
}

export const GOLDEN: Record<string, GoldenProject> = {
  securitySaas: {
    details: {
      businessName: 'Vaultline',
      whatYouSell: 'soc 2 readiness and penetration testing for saas startups',
      whoYouSellTo: 'b2b saas companies with 2 to 50 employees',
      problemYouSolve: 'losing enterprise contracts because of failed security questionnaires',
      uniqueValue: 'audit-ready in 6 weeks, with a fixed fee',
      priceRange: 'from £4,500 per audit',
      businessGoal: 'more demo calls with CTOs',
      location: 'london and remote',
      businessStage: 'growing',
    },
    expect: {
      cased: ['SOC 2', 'SaaS', 'London', 'B2B'],
      facts: ['2 to 50 employees', '£4,500', '6 weeks'],
      bookable: false,
    },
  },
  author: {
    details: {
      businessName: 'Maisie Moon Books',
      whatYouSell: 'I write picture books about feelings for children aged 3 to 6',
      whoYouSellTo: 'parents and nursery teachers',
      problemYouSolve: 'toddlers who cannot put big feelings into words',
      uniqueValue: "i'm a former reception teacher and every story is tested in a real classroom",
      priceRange: '£7.99',
      businessGoal: 'sell more books online',
      location: 'bristol, uk',
      businessStage: 'new',
    },
    expect: { cased: ['Bristol', 'UK'], facts: ['£7.99', '3 to 6'], bookable: false },
  },
  bakery: {
    details: {
      businessName: 'crumb & co',
      whatYouSell: 'so basically we bake sourdough loaves and cardamom buns every morning',
      whoYouSellTo: 'families and offices in east austin',
      problemYouSolve: 'supermarket bread that goes stale in a day',
      uniqueValue: 'we use a 48-hour ferment and flour milled in texas',
      priceRange: '$6 to $12',
      businessGoal: 'more weekly pre-orders',
      location: 'austin, tx',
      businessStage: 'just launched',
    },
    expect: { cased: ['Austin', 'Texas'], facts: ['48-hour', '$6 to $12'], bookable: false },
  },
  lawFirm: {
    details: {
      businessName: 'Harrow & Vane Solicitors',
      whatYouSell: 'Employment law advice, including settlement agreements and unfair dismissal claims',
      whoYouSellTo: 'Employees in England and Wales who have been dismissed or offered a settlement',
      problemYouSolve: 'signing a settlement agreement without knowing what it is worth',
      uniqueValue: 'Fixed-fee settlement agreement reviews within 48 hours',
      priceRange: 'from £450',
      businessGoal: 'more consultations booked',
      location: 'Manchester',
      businessStage: 'established',
    },
    expect: { cased: ['England', 'Wales', 'Manchester'], facts: ['£450', '48 hours'], bookable: true },
  },
  dogApp: {
    details: {
      businessName: 'Pawtrail',
      whatYouSell: 'a dog walking app with live gps tracking and photo updates',
      whoYouSellTo: 'busy dog owners in the city',
      problemYouSolve: 'not knowing if the walker actually showed up',
      uniqueValue: 'every walk is tracked by gps and every walker is background-checked',
      priceRange: 'free to download, walks from $18',
      businessGoal: 'more app downloads',
      location: 'chicago',
      businessStage: 'new',
    },
    expect: { cased: ['GPS', 'Chicago'], facts: ['$18'], bookable: false },
  },
  yogaStudio: {
    details: {
      businessName: 'Still Point Studio',
      whatYouSell: 'We run small yoga and pilates classes, max 8 people per class',
      whoYouSellTo: 'beginners and people coming back from injury',
      problemYouSolve: 'feeling lost and judged in big crowded gym classes',
      uniqueValue: 'classes capped at 8 people so the teacher knows your name',
      priceRange: '£12 a class or £80 a month',
      businessGoal: 'fill the weekday morning classes',
      location: 'leeds',
      businessStage: 'growing',
    },
    expect: { cased: ['Leeds'], facts: ['£12', '£80'], bookable: true },
  },
  indieGame: {
    details: {
      businessName: 'Lanternfall',
      whatYouSell: 'a cosy puzzle adventure game for pc and switch',
      whoYouSellTo: 'adults who want to play for 20 minutes after work',
      problemYouSolve: 'most games demand hours of grinding or competitive play',
      uniqueValue: 'every chapter takes about 20 minutes and there is no way to lose',
      priceRange: '$14.99',
      businessGoal: 'wishlists on steam',
      location: 'online',
      businessStage: 'prelaunch',
    },
    expect: { cased: ['PC', 'Switch', 'Steam'], facts: ['$14.99', '20 minutes'], bookable: false },
  },
  consultancy: {
    details: {
      businessName: 'Northstar Ops',
      whatYouSell: 'operations consulting for ecommerce brands, mostly inventory planning and 3pl selection',
      whoYouSellTo: 'shopify brands doing $1m to $10m a year',
      problemYouSolve: 'stockouts and cash tied up in the wrong inventory',
      uniqueValue: 'a former amazon ops lead runs every engagement',
      priceRange: 'projects from $8,000',
      businessGoal: 'more discovery calls',
      location: 'denver, colorado',
      businessStage: 'established',
    },
    expect: {
      cased: ['Shopify', 'Amazon', 'Denver', 'Colorado', '3PL'],
      facts: ['$1m to $10m', '$8,000'],
      bookable: true,
    },
  },
  payroll: {
    details: {
      businessName: 'Payday Pal',
      whatYouSell: 'Payroll software for freelancers and agencies',
      whoYouSellTo: 'freelancers and agencies with 2 to 50 employees',
      problemYouSolve: 'hours lost every month to manual payroll and tax forms',
      uniqueValue: 'runs payroll in 3 clicks and files taxes automatically',
      priceRange: '$29 per month',
      businessGoal: 'more free trial sign-ups',
      location: 'worldwide',
      businessStage: 'growing',
    },
    expect: { cased: [], facts: ['2 to 50 employees', '$29', '3 clicks'], bookable: false },
  },
  photographer: {
    details: {
      businessName: 'June & Field Photography',
      whatYouSell: 'i photograph weddings and elopements in the lake district',
      whoYouSellTo: 'couples planning small outdoor weddings',
      problemYouSolve: 'stiff posed photos that do not look like you',
      uniqueValue: 'documentary style, no posing lists, and galleries delivered in 3 weeks',
      priceRange: 'from £1,800',
      businessGoal: 'book more 2026 weddings',
      location: 'lake district, uk',
      businessStage: 'established',
    },
    expect: { cased: ['Lake District', 'UK'], facts: ['£1,800', '3 weeks'], bookable: true },
  },
  nameOnly: {
    details: {
      businessName: 'Fernhill',
      whatYouSell: '',
      whoYouSellTo: '',
      problemYouSolve: '',
      uniqueValue: '',
      priceRange: '',
      businessGoal: '',
      location: '',
      businessStage: '',
    },
    expect: { cased: [], facts: [], bookable: false },
  },
  plumber: {
    details: {
      businessName: 'Kwik Fix Plumbing',
      whatYouSell: 'um we do emergency plumbing and boiler repairs, 24/7 basically',
      whoYouSellTo: 'homeowners and landlords in glasgow',
      problemYouSolve: 'waiting days for a plumber while water leaks through the ceiling',
      uniqueValue: 'a plumber at your door within 2 hours, any time',
      priceRange: '£85 call-out',
      businessGoal: 'more calls',
      location: 'glasgow',
      businessStage: 'growing',
    },
    expect: { cased: ['Glasgow'], facts: ['24/7', '2 hours', '£85'], bookable: true },
  },
  coffee: {
    details: {
      businessName: 'Ember Roasters',
      whatYouSell: 'single-origin coffee beans by subscription',
      whoYouSellTo: 'home baristas',
      problemYouSolve: 'stale supermarket coffee',
      uniqueValue: 'roasted to order and posted within 24 hours',
      priceRange: '£9.50 a bag',
      businessGoal: 'more subscriptions',
      location: '',
      businessStage: '',
    },
    expect: { cased: [], facts: ['£9.50', '24 hours'], bookable: false },
  },
};
