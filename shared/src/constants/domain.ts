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
