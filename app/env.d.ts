/** The public origin, injected at build time from SITE_URL (see vite.config.ts). */
declare const __SITE_URL__: string;

/**
 * The ad network and analytics settings, injected at build time from AD_PUBLISHER_ID,
 * AD_SCRIPT_URL and ANALYTICS_SCRIPT_URL (see vite.config.ts and app/lib/third-parties.ts).
 */
declare const __THIRD_PARTIES__: import("./lib/third-parties").ThirdPartyConfig;

interface Navigator {
  /** Global Privacy Control (https://privacycg.github.io/gpc-spec/): true when the user opted out. */
  readonly globalPrivacyControl?: boolean;
}

/** The address from CONTACT_EMAIL, or null (see vite.config.ts and scripts/contact-email.mjs). */
declare const __CONTACT_EMAIL__: string | null;

/**
 * The command-line tool the build publishes: its path on this site, SHA-256 and size; null in
 * development (see vite-plugins/cli-download.mjs).
 */
declare const __CLI_DOWNLOAD__: { path: string; sha256: string; bytes: number } | null;

/** The URL of a module built as its own entry chunk, to start as a module worker (vite-plugins/worker-chunk.ts). */
declare module "*?worker-chunk" {
  const url: string;
  export default url;
}

/** The URL of a module built as a chunk of its own, to load with `import(url)` (vite-plugins/worker-chunk.ts). */
declare module "*?chunk-url" {
  const url: string;
  export default url;
}

interface ServiceWorkerContainer {
  /** A TrustedScriptURL too, as the pages' Trusted Types policy requires (lib/trusted-types.ts). */
  register(
    scriptURL: string | URL | TrustedScriptURL,
    options?: RegistrationOptions,
  ): Promise<ServiceWorkerRegistration>;
}

/**
 * The range API of the checker's opt-in breach check, from BREACH_API_URL; null: no breach check
 * (see vite.config.ts and scripts/breach-api-url.ts).
 */
declare const __BREACH_API_URL__: string | null;
