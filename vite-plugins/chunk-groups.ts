// How the browser build groups modules into files (docs/decisions/first-view-budget.md).
// Each page loads React Router's route manifest, the entry, the runtime, its route module and
// the root's, plus the groups below that it uses before the first interaction. Fewer, larger
// files on the first view, and nothing a page does not use on it: a group takes only modules
// that some route imports statically (code behind a dynamic import stays lazy), and it does not
// pull in their dependencies, which stay with the group or chunk they belong to.
import type { Plugin } from "vite";

/** What the bundler tells a chunk group about a module. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importers: readonly string[] } | null;
}

/** A route module (the root or a file of app/routes), with React Router's query if any. */
const ROUTE_MODULE = /[\\/]app[\\/](root|routes[\\/][\w-]+)\.tsx(?:\?.*)?$/;

/** React and React Router change together and every page needs them. */
const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|react-router|scheduler)[\\/]/;

/**
 * The engine, and the figures the copy derives from it (app/lib/facts), but for the few
 * constants that nearly every page quotes (shared, below).
 */
const ENGINE =
  /[\\/](?:src[\\/]core[\\/](?!options[\\/](?:storage-keys|limits)\.ts$)|app[\\/]lib[\\/]facts[\\/])/;

/**
 * The generator card as its pages (home and the landing pages) first show it: its own folder,
 * the FAQ list those pages share, the controls only it uses, and the engine's ratings and its
 * memorable and PIN modes, which only the generator uses. Its panels, dialogs and passphrase
 * code are dynamic imports, so they stay out.
 * The readers of the generator's stored keys come too: other pages read only theme and consent.
 */
const GENERATOR_VIEW =
  /[\\/](?:app[\\/](?:features[\\/](?:generator[\\/])|components[\\/](?:faq-list|ui[\\/](?:checkbox|segmented-control|slider|switch))|lib[\\/]incognito)|src[\\/]core[\\/](?:strength[\\/](?:generator-rating|passphrase-strength)|generate[\\/](?:memorable|pin|passphrase-language-names)\.ts$|options[\\/](?:stored-(?:password-options|generator-data|mode)|mode-options)\.ts$))/;

/**
 * Pages that make passwords (the generator's pages and the bulk generator). Engine code only they
 * load (the pools, the drawing, the stored options) goes in the "engine" file, so the checker,
 * which loads only the engine's checks, does not carry it.
 */
const GENERATING_ROUTE = /^routes[\\/](?:home|[\w-]*generator[\w-]*)$/;
const BULK_ROUTE = /^routes[\\/]bulk-generator$/;

/**
 * Site-wide pieces (button, page frame, helpers, icons, the bundler's preload helper) that many
 * pages share, the engine's storage keys (the theme script reads them) and limits, and the WiFi
 * handoff the root provides to every page.
 */
const SHARED_CANDIDATE =
  /[\\/](?:app[\\/](?:components|lib)|node_modules[\\/](?:lucide-react|clsx|class-variance-authority))[\\/]|[\\/]src[\\/]core[\\/]options[\\/](?:storage-keys|limits)\.ts$|[\\/]app[\\/]features[\\/]wifi-qr[\\/](?:index\.ts|wifi-handoff-provider\.tsx|lib[\\/]wifi-handoff\.ts)$|vite[\\/]preload-helper/;

/**
 * Form controls and the password text stay with the tools that use them, not on every page, and
 * the frame for prerendered prose (and its sanitizing hook) with the pages of prose, and what the
 * page may do with the clipboard with the clipboard guard and the privacy panel that ask it (its
 * status line and settings too: they bring the engine's clipboard options along). The
 * figures (app/lib/facts) are the engine's: on the first view of the one page that quotes them,
 * never on every page, where they would bring the engine's pools along. The Trusted Types policy
 * is made only when a worker or the service worker starts, after the first view: it stays a file
 * of its own, however many of those load it. So do the translator with Lingui's runtime and the
 * message keys it looks up, which only the routes of translated pages load
 * (docs/decisions/i18n-library.md, "What it costs"), and the figures in the page's language, which
 * English pages format without it. A page translated into six languages is
 * two route modules (the English one and the one for the six other languages) importing its code,
 * which the bundler counts as two entries, but still one page that uses it. So the WiFi page's own
 * icons, the business page's badges (the building and the checklist), the checker's own code (the
 * breach check's address, the idle scheduler, the tone of a result, the icons only it shows), the
 * doors' icons and the copy button's stay with their pages (the icons come through lucide's index,
 * so the walk below cannot tell which pages use them).
 */
const NOT_SHARED =
  /[\\/]app[\\/](?:components[\\/](?:ui[\\/](?:checkbox|slider|switch|segmented-control|field|select-field|dialog|number-input|tone)|copy-button|clipboard-status|static-prose|password-text)|lib[\\/](?:trusted-html|trusted-types|password-runs|clipboard-access|clipboard-settings|breach-api|when-idle|facts[\\/]|i18n[\\/](?:translator|message-key|compiled-message|format-number)))|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](?:wifi|qr-code|users|router|pencil-line|eye-off|circle-check|circle-x|lightbulb|loader-circle|shield-alert|wifi-off|calculator|check|copy|dices|lock-keyhole|building|list-checks)\.m?js$/;

/**
 * The engine's index, which re-exports all of it. A page that takes one constant through it does
 * not load the rest (the bundler leaves unused exports out), so the walk below does not climb
 * through it: code on a first view imports the engine's modules by their own paths.
 */
const ENGINE_INDEX = /[\\/]src[\\/]core[\\/]index\.ts$/;

/**
 * The route modules that reach a module through static imports alone: the pages that load it
 * before interaction rather than when a dynamic import runs.
 */
export function routesLoading(id: string, graph: ModuleGraph): Set<string> {
  const routes = new Set<string>();
  const seen = new Set<string>();
  const pending = [id];
  for (let module = pending.pop(); module !== undefined; module = pending.pop()) {
    if (seen.has(module)) continue;
    seen.add(module);
    const route = ROUTE_MODULE.exec(module);
    if (route) routes.add(route[1] ?? module);
    else if (!ENGINE_INDEX.test(module) || module === id) {
      pending.push(...(graph.getModuleInfo(module)?.importers ?? []));
    }
  }
  return routes;
}

/**
 * The group a module belongs to on the first view: "generator" or "core", or null to leave it
 * to the next group or to the bundler's automatic chunks. Route modules stay their own files,
 * and so does code only one route loads first (the checker's verdict stays with the checker).
 */
export function firstViewGroup(
  id: string,
  graph: ModuleGraph,
): "generator" | "engine" | "core" | null {
  if (ROUTE_MODULE.test(id)) return null;
  const group = GENERATOR_VIEW.test(id) ? "generator" : ENGINE.test(id) ? "core" : null;
  const routes = routesLoading(id, graph);
  if (group === null || routes.size < 2) return null;
  if (group === "core" && [...routes].every((route) => GENERATING_ROUTE.test(route))) {
    // Engine code only the generator card's pages load travels in the card's file.
    return [...routes].some((route) => BULK_ROUTE.test(route)) ? "engine" : "generator";
  }
  return group;
}

/** Whether a module may join the site-wide shared chunk (if enough pages use it). */
export function sharedCandidate(id: string): boolean {
  return SHARED_CANDIDATE.test(id) && !NOT_SHARED.test(id);
}

/**
 * The browser build's chunk groups. The server build that prerenders the pages keeps the
 * bundler's defaults. Not following dependencies needs route modules that may gain exports
 * (React Router reads only the ones it knows), hence "allow-extension".
 */
export function chunkGroups(): Plugin {
  return {
    name: "keysmith:chunk-groups",
    apply: "build",
    enforce: "post",
    configEnvironment(name, config) {
      if (name !== "client") return;
      config.build ??= {};
      config.build.rolldownOptions ??= {};
      config.build.rolldownOptions.preserveEntrySignatures = "allow-extension";
      const output = config.build.rolldownOptions.output;
      if (Array.isArray(output)) throw new Error("chunk-groups: expected one client output");
      config.build.rolldownOptions.output = {
        ...output,
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 30 },
            {
              name: (id, graph) => firstViewGroup(id, graph),
              debugName: "first view (generator, engine, core)",
              priority: 20,
            },
            { name: "shared", test: sharedCandidate, minShareCount: 3, priority: 10 },
          ],
        },
      };
    },
  };
}
