const id = (projectId: string) => `/project/${encodeURIComponent(projectId)}`;

/** `/project` and `/public/project`. */
export const projectEndpoints = {
  list: '/project',
  one: id,
  duplicate: (projectId: string) => `${id(projectId)}/duplicate`,
  export: (projectId: string) => `${id(projectId)}/export`,
  collaborators: (projectId: string) => `${id(projectId)}/collaborators`,
  collaborator: (projectId: string, userId: string) => `${id(projectId)}/collaborators/${encodeURIComponent(userId)}`,
  /** Invitations to people with no account yet. */
  invitations: (projectId: string) => `${id(projectId)}/invitations`,
  invitation: (projectId: string, invitationId: string) =>
    `${id(projectId)}/invitations/${encodeURIComponent(invitationId)}`,
  /** A public project's read-only answer, for anyone with the link. */
  public: (projectId: string) => `/public/project/${encodeURIComponent(projectId)}`,
} as const;

/**
 * Everything under `projectKeys.all` is about projects: a write that changes a project's counts or progress
 * (a message, a copy, a recording) invalidates it whole.
 */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: <P extends object>(params: P) => [...projectKeys.lists(), params] as const,
  detail: (projectId: string) => [...projectKeys.all, 'detail', projectId] as const,
  /** The projects offered in pickers and filters. */
  options: () => [...projectKeys.all, 'options'] as const,
  count: () => [...projectKeys.all, 'count'] as const,
  /** A project's newest messages and copies, on its page. */
  content: (projectId: string) => [...projectKeys.all, 'content', projectId] as const,
  collaborators: (projectId: string) => [...projectKeys.all, 'collaborators', projectId] as const,
  invitations: (projectId: string) => [...projectKeys.all, 'invitations', projectId] as const,
  /** Outside `all` on purpose: a public page is not the signed-in user's data. */
  public: (projectId: string) => ['public-project', projectId] as const,
};
