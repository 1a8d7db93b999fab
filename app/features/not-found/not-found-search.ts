/**
 * Where the not-found page's search sends a query (spec §2 Not-found page): 'check' to the
 * checker, 'bulk' to the bulk generator, 'password' and anything else to the generator.
 * The specific keywords are tested first, so "password checker" reaches the checker.
 */
export function resolveNotFoundSearch(query: string): string {
  const text = query.toLowerCase();
  if (text.includes("check")) return "/password-checker";
  if (text.includes("bulk")) return "/bulk-generator";
  return "/";
}
