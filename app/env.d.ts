/** The public origin, injected at build time from SITE_URL (see vite.config.ts). */
declare const __SITE_URL__: string;
