/** Build-time flags, read in one place (STYLE.md §8). */
// Tests run with DEV set too; their output stays readable without the request log.
export const isDevelopment = import.meta.env.DEV && import.meta.env.MODE !== 'test';
