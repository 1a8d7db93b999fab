// The page in another language (app/routes.ts): the English page's module, with Lingui's runtime
// loaded first, so that only translated pages carry it (docs/decisions/i18n-library.md).
import "~/lib/i18n/translator";

export { default, loader, meta } from "./business-password-generator";
