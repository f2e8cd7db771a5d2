/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_OIDC_ISSUER?: string;
  readonly VITE_APP_ENV?: string;
}
