/**
 * What search engines and link previews read from a prerendered page, checked
 * (docs/decisions/search-and-social-data.md): structured data (schema.org types and the fields
 * Google's rich results need), Open Graph and Twitter card tags, and the sitemap. Pure functions
 * over HTML and XML text, read with happy-dom's parser (which runs no script); each returns a list
 * of problems, empty when the page is right. scripts/check-seo.mjs runs them over the build.
 */
import { Window } from "happy-dom";

import { GENERATOR_PATHS, englishPathOf } from "./site-pages.mjs";

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;
/** Google shows at most this many characters of an Article headline. */
const MAX_HEADLINE = 110;

const { DOMParser } = new Window();
const parser = new DOMParser();

/**
 * A page's HTML, parsed; what is parsed already is returned as it is (check-seo parses each page
 * once and hands every check the result).
 * @param {string | Page} html
 */
export function parseHtml(html) {
  return typeof html === "string" ? parser.parseFromString(html, "text/html") : html;
}

/** @typedef {Document} Page */

/**
 * The page's `<meta name|property=… content=…>` values by key (repeated keys keep every value).
 * @param {Page} page
 * @returns {Map<string, string[]>}
 */
function readMetaTags(page) {
  const tags = new Map();
  for (const meta of page.querySelectorAll("meta[content]")) {
    const key = meta.getAttribute("name") ?? meta.getAttribute("property");
    if (key !== null) tags.set(key, [...(tags.get(key) ?? []), meta.getAttribute("content")]);
  }
  return tags;
}

/** @param {Page} page */
function readCanonical(page) {
  return page.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? undefined;
}

/**
 * Every JSON-LD block of the page, parsed; a block that is not JSON becomes a problem.
 * @param {Page} page
 * @returns {{ blocks: unknown[], problems: string[] }}
 */
function readJsonLd(page) {
  const blocks = [];
  const problems = [];
  for (const script of page.querySelectorAll('script[type="application/ld+json"]')) {
    try {
      blocks.push(JSON.parse(script.textContent));
    } catch {
      problems.push("a JSON-LD block is not valid JSON");
    }
  }
  return { blocks, problems };
}

/**
 * Text of the `<summary>` elements that ask a question: the Q&A a page shows.
 * @param {string | Page} html
 */
export function readShownQuestions(html) {
  return [...parseHtml(html).querySelectorAll("summary")]
    .map((summary) => summary.textContent.trim())
    .filter((text) => text.endsWith("?"));
}

/**
 * The page's visible text, roughly: the body's text without its scripts, spaces collapsed.
 * @param {Page} page
 */
function readBodyText(page) {
  const body = page.body.cloneNode(true);
  for (const script of body.querySelectorAll("script")) script.remove();
  return body.textContent.replace(/\s+/g, " ");
}

/** @param {unknown} value */
function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** @param {unknown} value */
function isText(value) {
  return typeof value === "string" && value.trim().length > 0;
}

/** @param {unknown} value */
function isAbsoluteUrl(value) {
  if (typeof value !== "string") return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** @param {Record<string, unknown>} data */
function checkArticle(data) {
  const problems = [];
  if (!isText(data.headline)) problems.push("Article: headline is missing");
  else if (String(data.headline).length > MAX_HEADLINE) {
    problems.push(`Article: headline is longer than ${MAX_HEADLINE} characters`);
  }
  for (const key of ["datePublished", "dateModified"]) {
    const value = data[key];
    if (typeof value !== "string" || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) {
      problems.push(`Article: ${key} must be an ISO 8601 date`);
    }
  }
  if (
    typeof data.datePublished === "string" &&
    typeof data.dateModified === "string" &&
    data.dateModified < data.datePublished
  ) {
    problems.push("Article: dateModified is before datePublished");
  }
  const authors = Array.isArray(data.author) ? data.author : [data.author];
  if (
    authors.length === 0 ||
    !authors.every(
      (author) =>
        isObject(author) &&
        (author["@type"] === "Person" || author["@type"] === "Organization") &&
        isText(author.name),
    )
  ) {
    problems.push("Article: author must be a Person or Organization with a name");
  }
  const images = Array.isArray(data.image) ? data.image : [data.image];
  if (images.length === 0 || !images.every(isAbsoluteUrl)) {
    problems.push("Article: image must be an absolute URL");
  }
  return problems;
}

/**
 * @param {Record<string, unknown>} data
 * @param {string} bodyText
 */
function checkFaqPage(data, bodyText) {
  const problems = [];
  const questions = data.mainEntity;
  if (!Array.isArray(questions) || questions.length === 0) {
    return ["FAQPage: mainEntity must list the questions"];
  }
  questions.forEach((question, index) => {
    const where = `FAQPage: question ${index + 1}`;
    if (!isObject(question) || question["@type"] !== "Question" || !isText(question.name)) {
      problems.push(`${where} must be a Question with a name`);
      return;
    }
    const answer = question.acceptedAnswer;
    if (!isObject(answer) || answer["@type"] !== "Answer" || !isText(answer.text)) {
      problems.push(`${where} needs an acceptedAnswer Answer with text`);
      return;
    }
    // Google's FAQ guidelines: the questions and answers must be visible on the page.
    // The body's text has its white space collapsed (readBodyText): so has a question's, whose
    // numbers may hold no-break spaces in French or Czech ("7 776").
    if (!bodyText.includes(String(question.name).replace(/\s+/g, " "))) {
      problems.push(`${where} is not shown on the page: "${question.name}"`);
    }
    if (!bodyText.includes(String(answer.text).replace(/\s+/g, " "))) {
      problems.push(`${where}'s answer is not shown on the page`);
    }
  });
  return problems;
}

/**
 * @param {Record<string, unknown>} data
 * @param {{ siteUrl: string, canonical: string | undefined }} page
 */
function checkBreadcrumbList(data, page) {
  const items = data.itemListElement;
  if (!Array.isArray(items) || items.length < 2) {
    return ["BreadcrumbList: needs Home and at least one more position"];
  }
  const problems = [];
  const urls = [];
  items.forEach((item, index) => {
    const where = `BreadcrumbList: position ${index + 1}`;
    if (!isObject(item) || item["@type"] !== "ListItem") {
      problems.push(`${where} must be a ListItem`);
      return;
    }
    if (item.position !== index + 1) problems.push(`${where} has position ${item.position}`);
    if (!isText(item.name)) problems.push(`${where} has no name`);
    if (!isAbsoluteUrl(item.item)) problems.push(`${where} needs an absolute item URL`);
    urls.push(item.item);
  });
  if (new Set(urls).size !== urls.length) {
    problems.push("BreadcrumbList: two positions share a URL");
  }
  // Home in the page's language: `/` for an English page, `/de` for a German one.
  const path = page.canonical?.startsWith(page.siteUrl)
    ? page.canonical.slice(page.siteUrl.length)
    : "";
  const home =
    englishPathOf(path) === null ? `${page.siteUrl}/` : `${page.siteUrl}/${path.split("/")[1]}`;
  if (urls[0] !== home) problems.push("BreadcrumbList: Home must come first");
  if (page.canonical !== undefined && urls.at(-1) !== page.canonical) {
    problems.push("BreadcrumbList: the last position must be the page itself");
  }
  return problems;
}

/** @param {Record<string, unknown>} data */
function checkWebApplication(data) {
  const problems = [];
  for (const key of ["name", "applicationCategory", "operatingSystem"]) {
    if (!isText(data[key])) problems.push(`WebApplication: ${key} is missing`);
  }
  const offers = data.offers;
  if (
    !isObject(offers) ||
    offers["@type"] !== "Offer" ||
    offers.price !== "0" ||
    offers.priceCurrency !== "USD"
  ) {
    problems.push('WebApplication: offers must be an Offer with price "0" and priceCurrency USD');
  }
  // docs/product-decisions.md, "No rating markup": the site collects no ratings, so it claims none.
  if ("aggregateRating" in data || "review" in data) {
    problems.push("WebApplication: claims a rating or review the site does not collect");
  }
  return problems;
}

/**
 * The structured data of one page: valid blocks of the expected types, and only those.
 * @param {{ path: string, html: string | Page, siteUrl: string }} page
 * @returns {string[]}
 */
export function checkStructuredData({ path, html, siteUrl }) {
  const page = parseHtml(html);
  const { blocks, problems } = readJsonLd(page);
  const canonical = readCanonical(page);
  const shown = readShownQuestions(page);
  const bodyText = readBodyText(page);
  const types = [];
  for (const block of blocks) {
    if (!isObject(block)) {
      problems.push("a JSON-LD block is not an object");
      continue;
    }
    if (block["@context"] !== "https://schema.org") {
      problems.push(`${block["@type"]}: @context must be https://schema.org`);
    }
    const type = block["@type"];
    types.push(type);
    if (type === "Article") problems.push(...checkArticle(block));
    else if (type === "FAQPage") problems.push(...checkFaqPage(block, bodyText));
    else if (type === "BreadcrumbList") {
      problems.push(...checkBreadcrumbList(block, { siteUrl, canonical }));
    } else if (type === "WebApplication") problems.push(...checkWebApplication(block));
    else problems.push(`unexpected JSON-LD type ${JSON.stringify(type)}`);
  }
  if (new Set(types).size !== types.length) problems.push("a JSON-LD type appears twice");

  const indexed = canonical !== undefined;
  const expect = (type, wanted, why) => {
    if (wanted && !types.includes(type)) problems.push(`${type} is missing (${why})`);
    if (!wanted && types.includes(type)) problems.push(`${type} does not belong here (${why})`);
  };
  const isArticle = /^\/blog\/[^/]+$/.test(path);
  expect("Article", indexed && isArticle, "articles only");
  expect(
    "WebApplication",
    // A generator page in another language (/de/pin-generator) is one too.
    indexed && GENERATOR_PATHS.includes(englishPathOf(path) ?? path),
    "generator pages only",
  );
  expect(
    "BreadcrumbList",
    // The home page in another language is /de, /fr, ... (app/lib/i18n/locales.ts).
    indexed && path !== "/" && !/^\/[a-z]{2}$/.test(path),
    "every indexed page but home, where it would have one item",
  );
  expect("FAQPage", indexed && shown.length > 0, "pages that show questions and answers");
  const faq = blocks.find((block) => isObject(block) && block["@type"] === "FAQPage");
  if (faq && Array.isArray(faq.mainEntity)) {
    const marked = faq.mainEntity.map((question) => (isObject(question) ? question.name : ""));
    for (const question of shown) {
      if (!marked.includes(question))
        problems.push(`FAQPage lacks a shown question: "${question}"`);
    }
  }
  return problems;
}

const OPEN_GRAPH = [
  "og:title",
  "og:description",
  "og:type",
  "og:image",
  "og:image:alt",
  "og:locale",
  "og:site_name",
];
const TWITTER = [
  "twitter:card",
  "twitter:title",
  "twitter:description",
  "twitter:image",
  "twitter:image:alt",
];

/**
 * Open Graph and Twitter card tags. Indexed pages also need og:url, equal to the canonical URL;
 * a page with no canonical URL (the not-found page) has none.
 * @param {string | Page} html
 * @returns {string[]}
 */
export function checkSocialTags(html) {
  const page = parseHtml(html);
  const tags = readMetaTags(page);
  const problems = [];
  const one = (key) => {
    const values = tags.get(key) ?? [];
    if (values.length !== 1 || !isText(values[0])) {
      problems.push(`${key} must appear once, with content`);
      return undefined;
    }
    return values[0];
  };
  for (const key of [...OPEN_GRAPH, ...TWITTER]) one(key);
  for (const key of ["og:image", "twitter:image"]) {
    const value = tags.get(key)?.[0];
    if (value !== undefined && !isAbsoluteUrl(value))
      problems.push(`${key} must be an absolute URL`);
  }
  const type = tags.get("og:type")?.[0];
  if (type !== undefined && type !== "website" && type !== "article") {
    problems.push(`og:type must be website or article, got ${type}`);
  }
  const card = tags.get("twitter:card")?.[0];
  if (card !== undefined && card !== "summary_large_image" && card !== "summary") {
    problems.push(`twitter:card must be summary_large_image or summary, got ${card}`);
  }
  const locale = tags.get("og:locale")?.[0];
  if (locale !== undefined && !/^[a-z]{2}_[A-Z]{2}$/.test(locale)) {
    problems.push(`og:locale must look like en_US, got ${locale}`);
  }
  const canonical = readCanonical(page);
  if (canonical !== undefined) {
    const url = one("og:url");
    if (url !== undefined && url !== canonical)
      problems.push("og:url differs from the canonical URL");
  } else if (tags.has("og:url")) {
    problems.push("og:url on a page with no canonical URL");
  }
  return problems;
}

/**
 * The sitemap lists every indexed page once, by its canonical URL, with the lastmod the page
 * declares, and nothing else; robots.txt points at it.
 * @param {{ sitemap: string, robots: string, siteUrl: string, pages: ReadonlyArray<{ html: string | Page }> }} site
 * @returns {string[]}
 */
export function checkSitemap({ sitemap, robots, siteUrl, pages }) {
  const problems = [];
  const entries = [
    ...parser.parseFromString(sitemap, "application/xml").querySelectorAll("url"),
  ].map((url) => ({
    loc: url.querySelector("loc")?.textContent ?? "",
    lastmod: url.querySelector("lastmod")?.textContent,
    alternates: [...url.children]
      .filter((child) => child.localName === "link" || child.tagName.toLowerCase() === "xhtml:link")
      .map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`)
      .sort()
      .join("\n"),
  }));
  const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
  if (byLoc.size !== entries.length) problems.push("sitemap: a URL is listed twice");
  const expected = new Set();
  for (const { html } of pages) {
    const page = parseHtml(html);
    const canonical = readCanonical(page);
    if (canonical === undefined) continue;
    expected.add(canonical);
    const entry = byLoc.get(canonical);
    const declared = readMetaTags(page).get("dcterms.modified")?.[0];
    if (!entry) problems.push(`sitemap: ${canonical} is missing`);
    else if (entry.lastmod === undefined) problems.push(`sitemap: ${canonical} has no lastmod`);
    else if (entry.lastmod !== declared) {
      problems.push(
        `sitemap: ${canonical} has lastmod ${entry.lastmod}, the page says ${declared}`,
      );
    }
    // The languages of a page: the same alternates in its head and in the sitemap.
    const alternates = [...page.querySelectorAll('link[rel="alternate"][hreflang]')]
      .map((link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`)
      .sort()
      .join("\n");
    if (entry && entry.alternates !== alternates) {
      problems.push(`sitemap: ${canonical} lists other hreflang alternates than the page`);
    }
    if (alternates !== "") {
      const lang = page.documentElement.getAttribute("lang");
      if (!alternates.split("\n").includes(`${lang} ${canonical}`)) {
        problems.push(`${canonical}: its hreflang alternates do not name it in its language`);
      }
      if (!alternates.includes("x-default ")) {
        problems.push(`${canonical}: hreflang alternates without x-default`);
      }
    }
  }
  for (const entry of entries) {
    if (!expected.has(entry.loc)) problems.push(`sitemap: ${entry.loc} is not an indexed page`);
  }
  if (!robots.split("\n").includes(`Sitemap: ${siteUrl}/sitemap.xml`)) {
    problems.push("robots.txt does not point at the sitemap");
  }
  return problems;
}
