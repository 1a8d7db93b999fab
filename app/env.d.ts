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
