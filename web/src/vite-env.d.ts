/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** One of the brands in src/lib/brand/brands.ts; hackforge when unset. */
  readonly VITE_BRAND?: string;
  /** The customer whose API host to call; the page's own origin when unset. */
  readonly VITE_API_CUSTOMER?: string;
  /** A Sentry or GlitchTip project's DSN: errors are reported there; none when unset. */
  readonly VITE_SENTRY_DSN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
