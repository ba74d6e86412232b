/** A LIKE pattern for "contains `text`": `%` and `_` in what the user typed are literal, not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
