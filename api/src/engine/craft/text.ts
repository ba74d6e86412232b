/**
 * The small words of a copywriter's clean-up: the owner's shorthand said in full, symbols said as words, a phrase's
 * case and ending made a line's. Nothing here adds a fact.
 */

const SHORTHAND: Array<[RegExp, string]> = [
  [/\bppl\b/gi, 'people'],
  // Text-speak: "app 2 split bills", "u", "b4", "n" between words, "wat".
  [
    /(?<=\p{L}\s)2(?=\s(?:split|pay|get|make|buy|go|do|see|find|help|share|track|ask|keep|save|send|book|learn|order|use|try|know|come|be|settle|chat|talk|meet|start|stop|win)\b)/gu,
    'to',
  ],
  [/\bb4\b/gi, 'before'],
  [/(?<=\s)u(?=\s)/g, 'you'],
  [/(?<=\s)ur(?=\s)/g, 'your'],
  [/(?<=\p{L}\s)n(?=\s\p{L})/gu, 'and'],
  [/\bwat\b/gi, 'what'],
  [/\b(?:coz|cuz)\b/gi, 'because'],
  [/\bpls\b/gi, 'please'],
  [/\b1st\b/gi, 'first'],
  [/\b2nd\b/gi, 'second'],
  [/\b3rd\b/gi, 'third'],
  [/\b4th\b/gi, 'fourth'],
  [/\b(\d+)\s*-?\s*yr\b\.?/gi, '$1-year'],
  [/\b(\d+)\s*yrs\b\.?/gi, '$1 years'],
  [/^(?:and|but|also|plus)\s+/i, ''],
  [/\bmgrs\b/gi, 'managers'],
  [/\bfam\.?\s+biz\b/gi, 'family business'],
  [/\bbiz\b/gi, 'business'],
  [/\b(\d+(?:st|nd|rd|th)|first|second|third|fourth)\s+gen\b\.?/gi, '$1 generation'],
  [/\breqs\b/gi, 'requests'],
  [/\bcomm\.\s*/gi, 'commercial '],
  [/\best\.\s*(?=\d)/gi, 'since '],
  [/\binfo\b/gi, 'information'],
  [/\bw\/\s*/gi, 'with '],
  [/\bmgr\b/gi, 'manager'],
  [/\bmgmt\b/gi, 'management'],
  [/\bgovt\b/gi, 'government'],
  [/\bdept\b/gi, 'department'],
  [/\bavg\b\.?/gi, 'average'],
  [/\btyp\.\s*/gi, 'typically '],
  [/\besp\.\s*/gi, 'especially '],
  [/\bavail\b\.?/gi, 'available'],
  [/\bwks?\b/gi, 'weeks'],
  [/\bmins?\b/gi, 'minutes'],
  [/\bb\/c\b|\bbc\b/gi, 'because'],
  [/\bcant\b/gi, "can't"],
  [/\bdont\b/gi, "don't"],
  [/\bdoesnt\b/gi, "doesn't"],
  [/\bwont\b/gi, "won't"],
  [/\bisnt\b/gi, "isn't"],
  [/\bim\b/g, "I'm"],
  [/\b(\d+)\s*yo\b/gi, '$1-year-old'],
  [/(?<=\d)\s*pp\b/gi, ' a person'],
  [/(?<=\d)\s*(?:pm|p\/m|\/mo|\/month)\b/gi, ' a month'],
  [/\s*<\s*(?=\d)/g, ' under '],
  [/\s*>\s*(?=\d)/g, ' over '],
  [/~\s*(?=\d)/g, 'about '],
  [/(?<=\d)\s*hrs?\b/gi, ' hours'],
  [/\s+&\s+/g, ' and '],
  [/\s+\+\s+/g, ' and '],
  [/\s*=\s*/g, ': '],
  [/\s+etc\.?$/i, ''],
  [/\b(first|second|third|fourth)\s+generation\s+(?=\p{L})/giu, '$1-generation '],
];

/** The misspellings owners type most, put right (a brief's typo is not the brand's voice). */
const TYPOS: Record<string, string> = Object.fromEntries(
  (
    'diffrent:different differant:different busness:business buisness:business bussiness:business familys:families ' +
    'garentee:guarantee guarentee:guarantee gaurantee:guarantee fortnighly:fortnightly recieve:receive seperate:separate ' +
    'definately:definitely accomodation:accommodation occured:occurred untill:until wich:which teh:the thier:their ' +
    'experiance:experience proffesional:professional professionel:professional availible:available reccomend:recommend ' +
    'recomend:recommend tommorow:tomorrow begining:beginning beleive:believe calender:calendar enviroment:environment ' +
    'goverment:government independant:independent neccessary:necessary necesary:necessary sucess:success ' +
    'succesful:successful truely:truly wierd:weird comming:coming completly:completely finaly:finally foward:forward ' +
    'freind:friend immediatly:immediately knowlege:knowledge noticable:noticeable prefered:preferred realy:really ' +
    'resturant:restaurant restaraunt:restaurant suprise:surprise writting:writing quaility:quality qualty:quality ' +
    'servise:service sevice:service custmers:customers costumers:customers cusotmers:customers peice:piece ' +
    'acheive:achieve affordible:affordable affordabel:affordable apointment:appointment appointmnet:appointment ' +
    'adress:address excellant:excellent exellent:excellent hte:the becuase:because becasue:because alot:a lot ' +
    'studnets:students studens:students tution:tuition tuiton:tuition teh:the clasess:classes classs:class ' +
    'bookins:bookings reveiws:reviews reveiw:review comunity:community commmunity:community'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

/** The owner's shorthand and typos said in full, nothing else touched (before a field is split into its points). */
export function expand(raw: string): string {
  let out = raw.replace(/\p{L}+/gu, (w) => {
    const fixed = TYPOS[w.toLowerCase()];
    return fixed ? (/^\p{Lu}/u.test(w) ? cap(fixed) : fixed) : w;
  });
  for (const [pattern, full] of SHORTHAND) out = out.replace(pattern, full);
  return out;
}

/** A phrase cleaned for a line: shorthand in full, shouting and brackets gone, no end punctuation. */
export function cleanPhrase(raw: string): string | null {
  let out = raw
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/\p{L}+/gu, (w) => {
      const fixed = TYPOS[w.toLowerCase()];
      return fixed ? (/^\p{Lu}/u.test(w) ? cap(fixed) : fixed) : w;
    })
    .replace(/\bthere (home|house|homes|houses|kids|children|car|pets?|business)\b/gi, 'their $1');
  for (const [pattern, full] of SHORTHAND) out = out.replace(pattern, full);
  out = out
    .replace(/\s*\([^()]*\)/g, '')
    // A phrase typed all in capitals is shouting: its long words become words again, its acronyms stay.
    .replace(/^[^\p{Ll}]*$/u, (all) =>
      wordCount(all) >= 3
        ? all.replace(/\b([A-Z]{5,})\b/g, (word) => (ACRONYM.test(word) ? word : word.toLowerCase()))
        : all,
    )
    .replace(DEMONYM, (word) => cap(word.toLowerCase()))
    .replace(/^[\s,;:.!-]+|[\s,;:.!?-]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return /\p{L}/u.test(out) ? out : null;
}

/** Peoples and languages are capitalised however the owner typed them ("nigerian women" → "Nigerian women"). */
const DEMONYM =
  /\b(?:nigerian|kenyan|ghanaian|south african|american|canadian|mexican|brazilian|british|english|scottish|welsh|irish|german|french|spanish|portuguese|italian|dutch|polish|indian|filipino|filipina|chinese|japanese|korean|thai|vietnamese|malaysian|indonesian|australian|european|african|asian|latino|latina|hindi|tamil|kannada|tagalog|arabic|turkish|swahili)\b/gi;

/** Acronyms typed in capitals stay so (a shouted word of four letters or more becomes a word again). */
const ACRONYM =
  /^(?:NAFDAC|DVSA|UNESCO|ISO|SOC|HIPAA|GDPR|NDIS|NHS|USDA|FSSAI|HACCP|OSHA|IATA|PADI|RICS|ACCA|CIPD|ACAS|DBS|WWF|BBEE|BBBEE|NABH|CPA|NASA|UNICEF|SAAS|HVAC)$/;

/** Something a line can carry as it is: no address, no leftover list marks or first person, nothing cut. */
export function isClean(phrase: string): boolean {
  return (
    !/https?:|www\.|\.(?:com|app|io|org)\b/i.test(phrase) &&
    !/[/|\\{}[\]<>#@*]/.test(phrase.replace(/24\/7/g, '')) &&
    !/(?<![\p{L}'’])(?:i|me|my|mine|i'm|i've|i'd)(?![\p{L}'’])/iu.test(phrase) &&
    !/\b(?:aged|including|like|such as|over|under|about|than|between|per|via)$/i.test(phrase) &&
    !/\b(?:etc|lol|tbh|idk|smth|sth)\b/i.test(phrase) &&
    !/\b(?:and|or|with|for|of|the|a|an|to|in|but|so|because|plus)$/i.test(phrase) &&
    !/\?\s*\S/.test(phrase)
  );
}

export const wordCount = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

export function firstWords(text: string, n: number): string {
  return text.split(/\s+/).slice(0, n).join(' ');
}

/** The sentences of a field: split at an end mark that is not a title or an initial ("Dr.", "Co. Cork"). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<!\b(?:Dr|Mr|Mrs|Ms|Co|St|No|vs|approx|incl|typ|esp)\.)(?<=[.!?;])\s+|\s+[–—-]\s+(?=\p{L})/u)
    .map((s) => s.replace(/[.;!?\s]+$/, '').trim())
    .filter((s) => /\p{L}/u.test(s));
}

export const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
export const lower = (s: string) =>
  /^\p{Lu}\p{Ll}/u.test(s) && !/^I\b/.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;
/** A sentence: capitalised, ended with a full stop unless it has its own end. */
export const sentence = (s: string) => {
  const t = cap(s.trim());
  return /[.!?]$/.test(t) ? t : `${t}.`;
};
export const an = (word: string) => (/^(?:[aeio]|u(?!ni|se|ser|sa|su)|hour|honest|8|11|18)/i.test(word) ? 'an' : 'a');
/** "a, b and c". */
export function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
