/**
 * The blocklist chunk, loaded with `import()` beside the estimator. It is not named `estimator-…`,
 * so the service worker precaches it and 'Avoids common passwords' works offline after one visit.
 */
export { PASSWORD_BLOCKLIST } from "../../../../src/estimator/password-blocklist";
