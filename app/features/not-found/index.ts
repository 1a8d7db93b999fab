/** The not-found feature's public entry (docs/style.md, "Boundaries"): the page the layout shows. */
export { NotFound } from "./not-found";
