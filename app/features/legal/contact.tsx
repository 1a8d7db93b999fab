import { CONTACT_EMAIL } from "~/lib/site";

/**
 * The contact line of a legal page. The address comes from the build-time CONTACT_EMAIL; without
 * one the page shows no address and promises no reply time (docs/product-decisions.md, "Contact
 * address"), because a reply promise with nowhere to write is not one we can keep.
 */
export function ContactLine({
  lead,
  email = CONTACT_EMAIL,
}: {
  /** What to write about, e.g. "Questions about these terms". */
  lead: string;
  email?: string | null;
}) {
  if (email === null) {
    return (
      <p>{lead}: this site does not publish a contact address, so it cannot promise you a reply.</p>
    );
  }
  return (
    <p>
      {lead}: <a href={`mailto:${email}`}>{email}</a>. We aim to reply within 24 to 48 hours.
    </p>
  );
}
