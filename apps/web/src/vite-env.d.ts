/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite.config.ts: the shop's origin in the app's bundle, '' everywhere else. */
  readonly APP_API_ORIGIN: string;
}

/** One branch of a text file (vite.config.ts, `textParts`). */
declare module 'virtual:text-part/*' {
  const texts: object;
  export default texts;
}

/** A text file without some of its branches (vite.config.ts, `textParts`). */
declare module 'virtual:text-without/*' {
  const texts: object;
  export default texts;
}
