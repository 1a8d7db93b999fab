import { msg } from "@lingui/core/macro";

/*
 * The site's words that several parts show and that `~/lib/site` keeps as plain English for the
 * build's own uses (titles of English pages, structured data): the same text as a message, so
 * each language has it once. site-messages.test.ts holds the two to agreement.
 */

/** SITE_TAGLINE as a message. */
export const TAGLINE = msg`Create secure passwords instantly`;
