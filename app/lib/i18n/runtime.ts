import { i18n } from "@lingui/core";

import { SOURCE_LOCALE } from "./locales";

/*
 * The one message runtime of the site (docs/decisions/i18n-library.md). English is compiled into
 * the code by the build (vite-plugins/lingui-macro.ts), so it needs no catalog and is active from
 * the first import, in the browser, at prerender and in tests; a page in another language loads
 * its compiled catalog from the layout (app/lib/i18n/use-page-locale.ts) before anything renders.
 */
i18n.load(SOURCE_LOCALE, {});
i18n.activate(SOURCE_LOCALE);

export { i18n };
