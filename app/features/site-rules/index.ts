/**
 * The Site Rules feature's public entry: what the generator card uses of it. Other features
 * import this file, never the feature's inner modules (docs/style.md, "Features, components and lib").
 */
export { SiteRulesPanel, type SiteRulesPanelProps } from "./components/site-rules-panel";
export type { SiteRulesSelection } from "./lib/resolve-site-rules";
