/** Entity states: spec sections 3 and 4. */
export const PROJECT_STATUSES = ['draft', 'active', 'archived'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const PROJECT_TYPES = ['brand_identity', 'marketing_campaign', 'content_strategy'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  brand_identity: 'Brand identity',
  marketing_campaign: 'Marketing campaign',
  content_strategy: 'Content strategy',
};

export const PROJECT_SORT_FIELDS = ['name', 'createdAt', 'updatedAt', 'dueDate', 'progress'] as const;
export type ProjectSortField = (typeof PROJECT_SORT_FIELDS)[number];

export const PROJECT_DETAIL_FIELDS = [
  'businessName',
  'whatYouSell',
  'whoYouSellTo',
  'problemYouSolve',
  'uniqueValue',
  'priceRange',
  'businessGoal',
  'location',
  'businessStage',
] as const;
export type ProjectDetailField = (typeof PROJECT_DETAIL_FIELDS)[number];

export const MESSAGE_TYPES = ['tagline', 'value_proposition'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const MESSAGE_STATUSES = ['draft', 'published', 'testing', 'archived'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const COPY_FORMATS = ['post', 'caption'] as const;
export type CopyFormat = (typeof COPY_FORMATS)[number];
export const COPY_STATUSES = ['draft', 'published', 'scheduled'] as const;
export type CopyStatus = (typeof COPY_STATUSES)[number];

export const UNTITLED_PROJECT = 'Untitled Project';

/** Who wrote a generated text: the built-in engine or an OpenAI-compatible model (AI_BASE_URL). */
export const PROVIDER_NAMES = ['built-in', 'openai-compatible'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];
export const PROVIDER_LABELS: Record<ProviderName, string> = {
  'built-in': 'Brandcast built-in writer',
  'openai-compatible': 'AI model',
};
/** Who wrote a text, for lists: a provider, or null for text written by hand. */
export const writtenBy = (provider: ProviderName | null) =>
  provider ? `Written by ${PROVIDER_LABELS[provider]}` : 'Written by hand';

export const MESSAGE_TYPE_LABELS: Record<MessageType, string> = {
  tagline: 'Tagline',
  value_proposition: 'Value proposition',
};
export const COPY_FORMAT_LABELS: Record<CopyFormat, string> = { post: 'Post', caption: 'Caption' };

/** Performance numbers a copy keeps (spec section 3), besides lastUpdated. */
export const PERFORMANCE_FIELDS = ['views', 'likes', 'shares', 'comments', 'retweets', 'clicks'] as const;
export type PerformanceField = (typeof PERFORMANCE_FIELDS)[number];

/** A brand message's three measured metrics (spec section 3); score is their mean, rounded down. */
export const SCORE_METRICS = ['clarity', 'impact', 'memorability'] as const;
export type ScoreMetric = (typeof SCORE_METRICS)[number];
export const SCORE_METRIC_LABELS: Record<ScoreMetric, string> = {
  clarity: 'Clarity',
  impact: 'Impact',
  memorability: 'Memorability',
};

/** What can be done to a brand message besides reading it. */
export const MESSAGE_ACTIONS = ['update', 'delete', 'variants', 'test', 'publish', 'archive', 'duplicate'] as const;
export type MessageAction = (typeof MESSAGE_ACTIONS)[number];

/**
 * The message lifecycle (spec section 4), for the API's checks and the UI's buttons alike: a draft is
 * tested (testing, measured; again as often as wanted, also once published) and published, or archived.
 * An archived message is done: it can only be duplicated (into a new draft) or deleted.
 */
export const MESSAGE_ALLOWED_FROM: Record<MessageAction, readonly MessageStatus[]> = {
  update: ['draft', 'testing', 'published'],
  delete: ['draft', 'testing', 'published', 'archived'],
  variants: ['draft', 'testing', 'published'],
  test: ['draft', 'testing', 'published'],
  publish: ['draft', 'testing'],
  archive: ['draft', 'testing', 'published'],
  duplicate: ['draft', 'testing', 'published', 'archived'],
};

export const canDoToMessage = (action: MessageAction, status: MessageStatus): boolean =>
  MESSAGE_ALLOWED_FROM[action].includes(status);

/** How tracked links count (the API's /r/{code} does this; the screens say it). */
export const CLICK_COUNTING_NOTE = 'A click counts once per visitor a day; link previews and crawlers are not counted.';
