/**
 * Where the not-found page's search sends a query (spec §2 Not-found page): 'check' to the
 * checker, 'bulk' to the bulk generator, 'password' and anything else to the generator; and the
 * words for one kind of secret to its own page (docs/product-decisions.md, "Usernames"). The
 * specific keywords are tested first, so "password checker" reaches the checker and "memorable
 * password" the memorable passwords. "pin" must be a word of its own ("spinning" is not a PIN).
 */
export function resolveNotFoundSearch(
  query: string,
  localWords: ReadonlyArray<readonly [path: string, words: string]> = [],
): string {
  const text = query.toLowerCase();
  // The page's language's own search words (comma-separated, by where they lead), before the
  // English ones, so "Passwort prüfen" reaches the checker as "check" does.
  for (const [path, words] of localWords) {
    const found = words
      .split(",")
      .map((word) => word.trim().toLowerCase())
      .some((word) => word !== "" && text.includes(word));
    if (found) return path;
  }
  if (text.includes("check")) return "/password-checker";
  if (text.includes("bulk")) return "/bulk-generator";
  if (text.includes("memorable")) return "/memorable-password-generator";
  if (text.includes("passphrase")) return "/passphrase-generator";
  if (text.includes("username") || text.includes("user name")) return "/username-generator";
  if (/\bpins?\b/.test(text)) return "/pin-generator";
  return "/";
}
