/**
 * Build-time settings for the only third parties the site may ever load (docs/product-decisions.md,
 * "Privacy and third parties"): an ad network (`AD_PUBLISHER_ID` and `AD_SCRIPT_URL`) and an
 * analytics service (`ANALYTICS_SCRIPT_URL`). Unset, each is off: no banner asks about it, no slot
 * is drawn and the Content-Security-Policy allows no origin for it.
 *
 * vite.config.ts parses the environment with `readThirdPartyConfig`, stops the build on a bad
 * value, injects the result as `__THIRD_PARTIES__`, writes the sandboxed frame pages that run
 * the scripts (app/features/consent/third-party-frames.ts) and lists them with their provider's
 * origin in `third-parties.json` beside the built pages, where scripts/security-headers.mjs reads
 * them.
 * This file therefore stays free of browser globals and `~` imports.
 */

export interface AdSettings {
  /** The publisher account at the ad network (`AD_PUBLISHER_ID`). */
  publisherId: string;
  /** The network's script (`AD_SCRIPT_URL`): https, or http on localhost for local trials. */
  scriptUrl: string;
}

export interface AnalyticsSettings {
  /** The analytics script (`ANALYTICS_SCRIPT_URL`). */
  scriptUrl: string;
}

export interface ThirdPartyConfig {
  /** Null: advertising is off. */
  ads: AdSettings | null;
  /** Null: analytics is off. */
  analytics: AnalyticsSettings | null;
}

export const NO_THIRD_PARTIES: ThirdPartyConfig = Object.freeze({ ads: null, analytics: null });

/** What the build wrote for the server's Content-Security-Policy (see security-headers.mjs). */
export interface ThirdPartyManifest {
  /**
   * Each frame page of the build (app/features/consent/third-party-frames.ts) and the one origin
   * its policy allows.
   */
  frames: Record<string, string>;
  /** Where a form may post: the newsletter endpoint's origin, when NEWSLETTER_URL is set. */
  formOrigins: string[];
  /** Where browsers report what the pages' policy blocked (CSP_REPORT_URL), or null. */
  reportUrl: string | null;
  /** What one page alone may call besides the site: the checker's breach check (BREACH_API_URL). */
  pageConnectOrigins: Record<string, string[]>;
}

export type ThirdPartyConfigResult =
  { success: true; data: ThirdPartyConfig } | { success: false; error: string };

const PUBLISHER_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$/;
const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

function setting(env: Readonly<Record<string, string | undefined>>, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

/** A script address the page may load: absolute, https (http only on loopback), no credentials. */
function checkScriptUrl(name: string, value: string): { url: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { error: `${name} is not a valid URL: ${JSON.stringify(value)}` };
  }
  const secure =
    url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
  if (!secure) {
    return {
      error: `${name} must be an https:// URL (http:// is allowed only on localhost): ${JSON.stringify(value)}`,
    };
  }
  if (url.username || url.password) {
    return { error: `${name} must not contain a user name or password` };
  }
  return { url: url.href };
}

/**
 * Reads the three settings from an environment. Setting only one of the two ad settings is an
 * error rather than "off", so a half-configured deploy fails loudly instead of silently.
 */
export function readThirdPartyConfig(
  env: Readonly<Record<string, string | undefined>>,
): ThirdPartyConfigResult {
  const publisherId = setting(env, "AD_PUBLISHER_ID");
  const adScript = setting(env, "AD_SCRIPT_URL");
  const analyticsScript = setting(env, "ANALYTICS_SCRIPT_URL");

  let ads: AdSettings | null = null;
  if (publisherId !== null || adScript !== null) {
    if (publisherId === null || adScript === null) {
      return {
        success: false,
        error:
          "set both AD_PUBLISHER_ID and AD_SCRIPT_URL to turn advertising on, or neither to leave it off",
      };
    }
    if (!PUBLISHER_ID_PATTERN.test(publisherId)) {
      return {
        success: false,
        error: `AD_PUBLISHER_ID may contain only letters, digits and . _ : - (at most 100): ${JSON.stringify(publisherId)}`,
      };
    }
    const checked = checkScriptUrl("AD_SCRIPT_URL", adScript);
    if ("error" in checked) return { success: false, error: checked.error };
    ads = { publisherId, scriptUrl: checked.url };
  }

  let analytics: AnalyticsSettings | null = null;
  if (analyticsScript !== null) {
    const checked = checkScriptUrl("ANALYTICS_SCRIPT_URL", analyticsScript);
    if ("error" in checked) return { success: false, error: checked.error };
    analytics = { scriptUrl: checked.url };
  }

  return { success: true, data: { ads, analytics } };
}

/** Whether anything needs the visitor's consent at all. */
export function hasThirdParties(config: ThirdPartyConfig): boolean {
  return config.ads !== null || config.analytics !== null;
}

/**
 * This build's settings. Outside a Vite build (unit tests, vite.config.ts itself) the define is
 * absent and everything is off.
 */
export const THIRD_PARTIES: ThirdPartyConfig =
  typeof __THIRD_PARTIES__ === "undefined" ? NO_THIRD_PARTIES : __THIRD_PARTIES__;
