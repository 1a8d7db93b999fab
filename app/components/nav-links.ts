import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** The header's links (spec §2 Shell), in order. `/#…` anchors live on the home page. */
export const NAV_LINKS: ReadonlyArray<{ to: string; label: MessageDescriptor }> = [
  { to: "/#generator", label: msg`Generator` },
  { to: "/password-checker", label: msg`Password Checker` },
  { to: "/bulk-generator", label: msg`Bulk Generator` },
  { to: "/blog", label: msg`Security Guide` },
  { to: "/about", label: msg`About` },
  { to: "/#security-tips", label: msg`Tips` },
  { to: "/#faq", label: msg`FAQ` },
];

/**
 * The pages made for one kind of secret (docs/product-decisions.md, "Usernames": a page for
 * every kind of secret): the header's Tools menu, the footer and the pages' links to each other.
 */
export const TOOL_LINKS: ReadonlyArray<{ to: string; label: MessageDescriptor }> = [
  { to: "/passphrase-generator", label: msg`Passphrase Generator` },
  { to: "/memorable-password-generator", label: msg`Memorable Password Generator` },
  { to: "/pin-generator", label: msg`PIN Generator` },
  { to: "/username-generator", label: msg`Username Generator` },
];
