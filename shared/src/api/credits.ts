/** `/credits`: the balance, the plan's monthly credits and the ledger. */
export const creditEndpoints = {
  balance: '/credits',
} as const;

/** Content screens invalidate `creditKeys.all` after anything that costs credits; the shell shows the balance. */
export const creditKeys = {
  all: ['credits'] as const,
};
