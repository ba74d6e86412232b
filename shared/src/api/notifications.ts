/** `/notification`: the signed-in user's notifications (the server keeps the 50 newest). */
export const notificationEndpoints = {
  /** GET lists them, DELETE clears them all. */
  list: '/notification',
  one: (notificationId: string) => `/notification/${encodeURIComponent(notificationId)}`,
  readAll: '/notification/read-all',
} as const;

export const notificationKeys = {
  all: ['notifications'] as const,
};
