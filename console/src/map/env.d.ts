/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Optional: a Google Maps JavaScript API key; without it maps use the built-in surface. */
  readonly VITE_GOOGLE_MAPS_API_KEY?: string;
}
