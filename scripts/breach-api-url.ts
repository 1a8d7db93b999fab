import { DEFAULT_BREACH_API_URL } from "#core/breach/breach-result";

/**
 * The range API the checker's opt-in breach check asks, from BREACH_API_URL at build time
 * (README; docs/decisions/breach-check.md). Unset: Have I Been Pwned's Pwned Passwords. `off` or
 * empty: no breach check at all (no switch on the page, no origin in its policy). Anything else
 * must be an https URL (http only on loopback) with no user name, query or fragment, and nothing a
 * policy or header could misread; a bad value stops the build.
 */
export function readBreachApiUrl(
  env: Readonly<Record<string, string | undefined>>,
): { url: string; origin: string } | null {
  const raw = env.BREACH_API_URL;
  if (raw === undefined)
    return { url: DEFAULT_BREACH_API_URL, origin: new URL(DEFAULT_BREACH_API_URL).origin };
  const value = raw.trim();
  if (value === "" || value === "off") return null;
  const problem = `BREACH_API_URL must be "off" or an https:// URL of a Pwned Passwords range API (http:// only on localhost) with no user name, query, fragment, quote, comma, semicolon or "$", such as ${DEFAULT_BREACH_API_URL}; got "${value}"`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(problem);
  }
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  const secure = url.protocol === "https:" || (url.protocol === "http:" && loopback);
  if (
    !secure ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    /[\s"'$\\;,]/.test(value)
  ) {
    throw new Error(problem);
  }
  return { url: url.href.replace(/\/+$/, ""), origin: url.origin };
}
