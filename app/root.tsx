import { t } from "@lingui/core/macro";
import { Suspense, lazy, useEffect, useState, type ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from "react-router";

import type { Route } from "./+types/root";
import "./app.css";
import { ErrorScreen } from "~/components/error-screen";
import { LazyToaster } from "~/components/lazy-toaster";
import { OptionalPart } from "~/components/optional-part";
import { ScrollRestoration } from "~/components/scroll-restoration";
import { SiteHeader } from "~/components/site-header";
import { SkipLink, MAIN_CONTENT_ID } from "~/components/skip-link";
// By path, not through the consent feature's entry: the layout is on every page's first view,
// and a module the entry re-exports would come with it (docs/style.md, "Boundaries").
import { askConsentAgain } from "~/features/consent/ask-consent-again";
import { ConsentRoot } from "~/features/consent/consent-root";
import { WifiHandoffProvider } from "~/features/wifi-qr";
import { browserCatalogOf } from "~/lib/i18n/catalogs.server";
import { localeOfPath } from "~/lib/i18n/locales";
import { activateLocale, usePageLocale } from "~/lib/i18n/use-page-locale";
import { SITE_NAME, SITE_TAGLINE } from "~/lib/site";
import { THEME_INIT_SCRIPT, readDocumentTheme } from "~/lib/theme";
import { TYPED_FIELDS_SCRIPT } from "~/lib/typed-before-hydration";
import { markHydrated } from "~/lib/hydration-state";

const SiteFooter = lazy(() => import("~/components/site-footer"));
const StructuredData = lazy(() =>
  import("~/components/structured-data").then((module) => ({ default: module.StructuredData })),
);
// Only an unknown article reached by client navigation needs it here; no first view does.
const NotFound = lazy(() =>
  import("~/features/not-found").then((module) => ({ default: module.NotFound })),
);

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

/**
 * Every route has its own meta, computed when it is prerendered (app/lib/route-meta.ts); this
 * one names the one page with none, the SPA fallback shell (`__spa-fallback.html`), which no
 * host serves (scripts/host-rules.mjs) and nothing indexes. Written out rather than built with
 * buildMeta, which would put the SEO helpers in every page's first view.
 */
export function meta() {
  return [{ title: `${SITE_NAME}: ${SITE_TAGLINE}` }, { name: "robots", content: "noindex" }];
}

/**
 * The page's language's compiled messages, read when it is prerendered: they reach the browser in
 * this page's loader data alone, so a page carries only its own language
 * (docs/decisions/i18n-library.md). English pages carry none.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { messages: browserCatalogOf(localeOfPath(new URL(request.url).pathname)) };
}

/** The messages change only with the language, and a link to another language reloads the page. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname);

/** Whether the browser has shown the error screen in this document. */
let errorShown = false;

/**
 * Whether the layout renders its scripts. The error screen in the browser is a document React
 * makes anew (during hydration too), and leaving it by a client navigation makes the layout
 * anew again; React makes each `<script>` through `innerHTML`, which Trusted Types refuse, and
 * the refusal drops the whole page. The scripts have run already, so from the first error on,
 * the document renders none (docs/decisions/content-security-policy.md, "The error screen").
 */
function rendersScripts(error: unknown): boolean {
  if (typeof document === "undefined") return true;
  if (error !== null && error !== undefined) errorShown = true;
  return !errorShown;
}

export function Layout({ children }: { children: ReactNode }) {
  // After the hydration commit: HTML that React sets itself from now on must be sanitized.
  useEffect(markHydrated, []);
  const scripts = rendersScripts(useRouteError());
  // The prerendered page has its JSON-LD; pages reached by client navigation get theirs from
  // StructuredData, loaded with the first one.
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const locale = usePageLocale();
  activateLocale(locale, useRouteLoaderData<typeof loader>("root")?.messages);
  return (
    <html
      lang={locale}
      // Made anew for the error screen, the element would lose the theme the first script chose.
      className={scripts || readDocumentTheme() === "light" ? undefined : "dark"}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="theme-color" content="#4338ca" />
        {/* Before any stylesheet paints: choose the theme (no flash of the wrong one). */}
        {scripts ? <script dangerouslySetInnerHTML={{ __html: THEME_INIT_SCRIPT }} /> : null}
        {/* Before the page can be typed into: which fields get typing before hydration. */}
        {scripts ? <script dangerouslySetInnerHTML={{ __html: TYPED_FIELDS_SCRIPT }} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <SkipLink />
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="outline-none">
          {children}
        </main>
        <OptionalPart>
          <Suspense fallback={null}>
            <SiteFooter onCookieSettings={askConsentAgain} />
          </Suspense>
        </OptionalPart>
        <OptionalPart>
          <ConsentRoot />
        </OptionalPart>
        <OptionalPart>
          <LazyToaster />
        </OptionalPart>
        {key === firstKey ? null : (
          <OptionalPart>
            <Suspense fallback={null}>
              <StructuredData />
            </Suspense>
          </OptionalPart>
        )}
        {scripts ? (
          <>
            <ScrollRestoration />
            {/* Every module in one CORS mode, as Vite's preload links ask for them:
                docs/decisions/content-security-policy.md, "Firefox and the modulepreload
                links". */}
            <Scripts crossOrigin="anonymous" />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <WifiHandoffProvider>
      <Outlet />
    </WifiHandoffProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error)) {
    // An unknown article reached by client navigation: the same page a direct visit gets.
    if (error.status === 404) {
      return (
        <OptionalPart fallback={<ErrorScreen title={t`Page Not Found`} />}>
          <Suspense fallback={null}>
            <NotFound />
          </Suspense>
        </OptionalPart>
      );
    }
    return (
      <ErrorScreen
        title={t`Unexpected Application Error!`}
        detail={`${error.status} ${error.statusText}`.trim()}
      />
    );
  }
  console.error(error);
  return <ErrorScreen title={t`Something went wrong. Please refresh the page.`} />;
}
