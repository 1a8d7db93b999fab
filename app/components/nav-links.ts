/** The header's links (spec §2 Shell), in order. `/#…` anchors live on the home page. */
export const NAV_LINKS: ReadonlyArray<{ to: string; label: string }> = [
  { to: "/#generator", label: "Generator" },
  { to: "/password-checker", label: "Password Checker" },
  { to: "/bulk-generator", label: "Bulk Generator" },
  { to: "/blog", label: "Security Guide" },
  { to: "/about", label: "About" },
  { to: "/#security-tips", label: "Tips" },
  { to: "/#faq", label: "FAQ" },
];

/**
 * The pages made for one kind of secret (docs/product-decisions.md, "Usernames": a page for
 * every kind of secret): the header's Tools menu, the footer and the pages' links to each other.
 */
export const TOOL_LINKS: ReadonlyArray<{ to: string; label: string }> = [
  { to: "/passphrase-generator", label: "Passphrase Generator" },
  { to: "/memorable-password-generator", label: "Memorable Password Generator" },
  { to: "/pin-generator", label: "PIN Generator" },
  { to: "/username-generator", label: "Username Generator" },
];
