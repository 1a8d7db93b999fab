/**
 * html-validate for the prerendered pages (`npm run validate:html`, its command line run on
 * build/client): the recommended rules. Rules are never switched off; the few settings below only match the
 * way React serialises HTML, which is valid HTML in every case, and each says why.
 */
export default {
  root: true,
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements as `<meta />`, as HTML allows; still require one style.
    "void-style": ["error", { style: "selfclose" }],
    // React writes a few attributes in camelCase (charSet, dateTime, inputMode). Attribute
    // names are case-insensitive in HTML; any other case is still an error.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React's useId makes ids such as `_R_55_`. HTML allows any id without whitespace, which
    // relaxed mode still checks (with duplicates caught by no-dup-id).
    "valid-id": ["error", { relaxed: true }],
    // React writes boolean and empty attributes as `checked=""`, a valid form; require it.
    "attribute-boolean-style": ["error", { style: "empty" }],
    "attribute-empty-style": ["error", { style: "empty" }],
    // ARIA 1.2 allows naming a list (`<ul aria-label="Tags">`); names the ARIA spec prohibits,
    // such as aria-label on a <p>, <span> or <div>, are still errors.
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
  },
};
