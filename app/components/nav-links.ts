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
