/**
 * Case in a brand field, read into a sentence. Written once: the built-in writer (api/src/engine) and the project's
 * description ('We help {audience} who …', project-view.ts) both use it.
 */

/** Words whose case people drop when typing fast (acronyms, brands, places); each keeps its own case. */
export const CASED_WORDS: ReadonlyMap<string, string> = new Map(
  [
    'GPS',
    'SOC',
    'SaaS',
    'B2B',
    'B2C',
    'PC',
    'UK',
    'USA',
    'EU',
    'SEO',
    'API',
    'AI',
    'CTO',
    'CTOs',
    'CEO',
    'CEOs',
    'HR',
    '3PL',
    'DIY',
    'NHS',
    'VAT',
    'TV',
    'iOS',
    'iPhone',
    'iPad',
    'Android',
    'CRM',
    'ERP',
    'PPC',
    'TX',
    'NY',
    'NYC',
    'LA',
    'Shopify',
    'Amazon',
    'Steam',
    'Etsy',
    'Instagram',
    'TikTok',
    'YouTube',
    'LinkedIn',
    'Google',
    'Xbox',
    'PlayStation',
    'WordPress',
    'Mac',
    'Windows',
    'England',
    'Wales',
    'Scotland',
    'Ireland',
    'Europe',
    'London',
    'Texas',
    'California',
  ].map((w) => [w.toLowerCase(), w]),
);

/**
 * A field as it reads inside a sentence: "Designers and developers" → "designers and developers", while a first word
 * cased on purpose stays ("SaaS founders", "iOS developers", "Etsy sellers").
 */
export function lowerStart(value: string): string {
  const first = value.split(' ')[0] ?? '';
  if (/^.\S*\p{Lu}/u.test(first) || CASED_WORDS.has(first.toLowerCase())) return value;
  return value.charAt(0).toLowerCase() + value.slice(1);
}
