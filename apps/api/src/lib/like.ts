/** `LIKE` reads `%`, `_` and `\` as patterns: a search for them means the characters themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A `LIKE` pattern matching the text anywhere, its wildcards taken literally. */
export const containsPattern = (value: string) => `%${escapeLike(value)}%`;
