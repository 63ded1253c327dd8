/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite.config.ts: the shop's origin in the app's bundle, '' everywhere else. */
  readonly APP_API_ORIGIN: string;
}
