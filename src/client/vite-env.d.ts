/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Google Analytics 4 measurement id; unset: no Google Analytics at all. */
  readonly VITE_GA_MEASUREMENT_ID?: string;
}
