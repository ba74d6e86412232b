/**
 * The curated word lists behind the scores. Small on purpose: each entry is a word a copy editor
 * would flag or praise in a tagline, and every match is shown to the user as a part of the score.
 */

/** Business jargon that makes a message vaguer, not clearer. */
export const JARGON = [
  'synergy', 'synergies', 'synergistic', 'synergize',
  'leverage', 'leverages', 'leveraging', 'leveraged',
  'paradigm', 'paradigms', 'holistic', 'holistically',
  'best-in-class', 'best-of-breed', 'world-class', 'cutting-edge', 'bleeding-edge', 'state-of-the-art',
  'next-generation', 'next-gen', 'disruptive', 'disrupt', 'disruption',
  'scalable', 'robust', 'seamless', 'seamlessly', 'frictionless', 'turnkey', 'end-to-end',
  'mission-critical', 'game-changer', 'game-changing', 'value-add', 'value-added',
  'ecosystem', 'bandwidth', 'actionable', 'deliverables', 'stakeholders', 'alignment',
  'utilize', 'utilizes', 'utilization', 'incentivize', 'ideate', 'ideation', 'operationalize',
  'optimize', 'optimized', 'optimization', 'streamline', 'streamlined', 'empower', 'empowering',
  'omnichannel', 'omni-channel', 'verticals', 'core competency', 'core competencies',
  'thought leadership', 'low-hanging fruit', 'move the needle', 'circle back', 'deep dive',
  'solutions-oriented', 'innovative solutions', 'value proposition', 'win-win', 'key learnings',
] as const;

/** Words that commit to a promise or stir a feeling; each adds a little impact. */
export const POWER_WORDS = [
  'free', 'new', 'proven', 'instant', 'instantly', 'guaranteed', 'guarantee', 'easy', 'effortless',
  'fast', 'faster', 'quick', 'save', 'saves', 'results', 'exclusive', 'simple', 'secret', 'now',
  'today', 'because', 'finally', 'fresh', 'bold', 'first', 'only', 'never', 'love', 'real',
  'handmade', 'local', 'trusted', 'safe', 'unlimited', 'discover', 'imagine', 'transform',
  'boost', 'win', 'unlock', 'breakthrough', 'best', 'better',
] as const;

/** Hedges and fillers that weaken a claim. */
export const WEAK_WORDS = [
  'maybe', 'perhaps', 'possibly', 'probably', 'hopefully', 'arguably', 'might', 'could', 'may',
  'somewhat', 'fairly', 'quite', 'rather', 'kind of', 'sort of', 'a bit', 'a little', 'basically',
  'really', 'very', 'just', 'various', 'stuff', 'things', 'try to', 'attempt to', 'we think',
  'we believe', 'we hope', 'in some cases', 'to some extent', 'generally', 'usually', 'often',
] as const;

/** Verbs that open a call to action. A sentence that starts with one asks the reader to act. */
export const ACTION_VERBS = [
  'get', 'start', 'try', 'join', 'discover', 'book', 'call', 'shop', 'order', 'sign', 'download',
  'save', 'learn', 'see', 'grab', 'claim', 'visit', 'create', 'build', 'make', 'find', 'switch',
  'meet', 'buy', 'subscribe', 'register', 'explore', 'unlock', 'reserve', 'schedule', 'contact',
  'request', 'follow', 'tap', 'click', 'watch', 'taste', 'stop', 'upgrade', 'apply', 'enroll',
  'donate', 'listen', 'read', 'come', 'visit', 'give', 'take', 'plan', 'launch', 'boost',
  'think', 'remember', 'belong', 'eat', 'send', 'have', 'know', 'feel', 'live', 'play', 'wake', 'sleep',
] as const;

/** Phrases that ask for action anywhere in the text. */
export const ACTION_PHRASES = [
  'sign up', 'learn more', 'get started', 'start today', 'try it', 'order now', 'shop now',
  'book now', 'book a', 'link in bio', 'click the link', 'tap the link', 'dm us', 'call us',
  'visit us', 'join us', 'join now', 'buy now', 'today only', 'limited time', 'reply to',
] as const;

/** Words that address the reader. */
export const YOU_WORDS = ['you', 'your', 'yours', 'yourself', "you're", "you'll", "you've", "you'd"] as const;

/** Words that negate the sentiment of the next word or two ("not good"). */
export const NEGATIONS = [
  'not', 'no', 'never', "don't", "doesn't", "didn't", "isn't", "aren't", "wasn't", "won't", "can't",
  'cannot', 'without', "shouldn't", "wouldn't", 'nor',
] as const;

/** Lines any business could sign: a copywriter strikes them. */
export const CLICHES = [
  'done right', 'made with care', 'made for you', 'quality you can trust', 'your partner in', 'excellence',
  'in every detail', 'innovative solutions', 'built around you', 'small details', 'big difference',
  'simple to choose', 'easy to love', 'deserve better', 'the way you live', 'second to none', 'one-stop shop',
  'look no further', 'next level', 'peace of mind', 'tailored to your', 'unique needs', 'high-quality',
  "we've got you covered", 'passionate about', 'good things', 'full attention', 'what sets', 'say goodbye to',
  'like never before', 'made with', 'in mind', 'hello,', 'goodbye,', 'something for everyone',
  'take it to the next level', 'at the end of the day', 'your success', 'honest work', 'coming back to',
  'the difference', 'people it is for', 'what you need', 'getting it right', 'done differently',
] as const;

/** Verbal filler from speech, typed into a form and pasted as is. */
export const FILLERS = ['so basically', 'basically', 'um', 'uh', 'you know', 'i guess', 'literally', 'actually', 'like,'] as const;

/** Abstract words that say nothing a reader can picture. */
export const VAGUE_WORDS = [
  'solution', 'solutions', 'services', 'service', 'products', 'quality', 'needs', 'experience', 'experiences',
  'success', 'things', 'stuff', 'something', 'excellence', 'value', 'offerings', 'amazing',
  'awesome', 'great', 'innovative', 'modern', 'unique', 'various', 'work', 'businesses', 'detail', 'details',
] as const;
