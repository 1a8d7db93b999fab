/**
 * Looking up a site in the known-sites list (data/password-rules.json): the list itself loads
 * apart (`known-sites-data.ts`), so this module stays small enough for any bundle.
 */

/** Where the list comes from (data/README.md), for an attribution line beside its rules. */
export const KNOWN_SITES_SOURCE = /* @__PURE__ */ Object.freeze({
  name: "Apple's password-manager-resources",
  url: "https://github.com/apple/password-manager-resources",
  licenceUrl: "https://github.com/apple/password-manager-resources/blob/main/LICENSE",
  licence: "MIT",
  copyright: "Copyright 2020 - 2026 Apple Inc.",
});

/** One entry of the list. */
export interface KnownSiteEntry {
  /** The rule, in the Password Rules language. */
  rules: string;
  /** The rule applies to this host only, not its subdomains. */
  exactDomainMatchOnly: boolean;
}

/** The list, keyed by lower-case domain. */
export type KnownSites = ReadonlyMap<string, KnownSiteEntry>;

/** A list entry that applies to a host. */
export interface KnownSiteMatch extends KnownSiteEntry {
  /** The list's domain that matched, e.g. "example.com" for "login.example.com". */
  domain: string;
  /** The host the input was read as. */
  host: string;
}

/** Reads the JSON list (`{ "domain": { "password-rules": "…", "exact-domain-match-only"?: true } }`). */
export function parseKnownSites(json: unknown): KnownSites {
  const sites = new Map<string, KnownSiteEntry>();
  if (typeof json !== "object" || json === null) return sites;
  for (const [domain, entry] of Object.entries(json)) {
    if (typeof entry !== "object" || entry === null) continue;
    const rules: unknown = Reflect.get(entry, "password-rules");
    const exact: unknown = Reflect.get(entry, "exact-domain-match-only");
    if (typeof rules !== "string") continue;
    sites.set(domain.toLowerCase(), { rules, exactDomainMatchOnly: exact === true });
  }
  return sites;
}

/**
 * The host in what a person typed: "https://WWW.Example.com.:443/login?x" → "www.example.com".
 * Null when nothing host-like is left (a space, a rule pasted by mistake, an empty field).
 */
export function normalizeSiteInput(input: string): string | null {
  let text = input.trim().toLowerCase();
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, ""); // scheme
  text = text.replace(/^\/\//, "");
  text = text.split(/[/?#\\]/, 1)[0] ?? "";
  text = text.slice(text.lastIndexOf("@") + 1); // user:password@
  text = text.replace(/:\d*$/, ""); // port
  text = text.replace(/\.+$/, ""); // trailing dots of a fully qualified name
  if (text === "" || !/^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(text) || !text.includes(".")) return null;
  return text;
}

/**
 * The entry for a site: the host itself, the host without "www.", then each parent domain whose
 * entry is not `exact-domain-match-only`.
 */
export function findKnownSite(sites: KnownSites, input: string): KnownSiteMatch | null {
  const host = normalizeSiteInput(input);
  if (host === null) return null;
  const candidates = [host];
  if (host.startsWith("www.")) candidates.push(host.slice(4));
  for (const candidate of candidates) {
    const entry = sites.get(candidate);
    if (entry !== undefined) return { ...entry, domain: candidate, host };
  }
  const labels = (candidates.at(-1) ?? host).split(".");
  for (let i = 1; i < labels.length - 1; i++) {
    const parent = labels.slice(i).join(".");
    const entry = sites.get(parent);
    if (entry !== undefined && !entry.exactDomainMatchOnly)
      return { ...entry, domain: parent, host };
  }
  return null;
}
