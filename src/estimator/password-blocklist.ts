/**
 * The blocklist of the checker and `keysmith check`: the 49,233 common and breached passwords that
 * zxcvbn-ts ships (`passwords-common`, MIT; lower case). The site loads it lazily, in a chunk the
 * service worker precaches, so the check works offline after one visit.
 */
import { dictionary } from "@zxcvbn-ts/language-common";

export const PASSWORD_BLOCKLIST: ReadonlySet<string> = new Set(dictionary["passwords-common"]);
