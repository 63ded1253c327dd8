/** Build-time flags, read in one place (architecture §7). */
// Tests run with DEV set too; their output stays readable without the request log.
export const isDevelopment = import.meta.env.DEV && import.meta.env.MODE !== 'test';
