const id = (messageId: string) => `/message/${encodeURIComponent(messageId)}`;

/** The transitions without a body; each answers the message as it now is (duplicate: the new draft). */
export type MessageTransition = 'publish' | 'archive' | 'duplicate';

/** `/message`. */
export const messageEndpoints = {
  list: '/message',
  one: id,
  generate: '/message/generate',
  preview: '/message/preview',
  transition: (messageId: string, transition: MessageTransition) => `${id(messageId)}/${transition}`,
  variants: (messageId: string) => `${id(messageId)}/variants`,
  test: (messageId: string) => `${id(messageId)}/test`,
} as const;

export const messageKeys = {
  all: ['messages'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: <P extends object>(params: P) => [...messageKeys.lists(), params] as const,
  details: () => [...messageKeys.all, 'detail'] as const,
  detail: (messageId: string) => [...messageKeys.details(), messageId] as const,
  /** A project's messages offered in a picker. */
  options: (projectId: string) => [...messageKeys.all, 'options', projectId] as const,
};
