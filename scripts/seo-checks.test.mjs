import { describe, expect, it } from "vitest";

import {
  checkSitemap,
  checkSocialTags,
  checkStructuredData,
  readShownQuestions,
} from "./seo-checks.mjs";

const SITE = "https://keysmith.example";

const SOCIAL = [
  ["og:site_name", "Keysmith"],
  ["og:locale", "en_US"],
  ["og:title", "Page | Keysmith"],
  ["og:description", "A page."],
  ["og:type", "website"],
  ["og:image", `${SITE}/og-image.png`],
  ["og:image:alt", "Keysmith: Create secure passwords instantly."],
  ["twitter:card", "summary_large_image"],
  ["twitter:title", "Page | Keysmith"],
  ["twitter:description", "A page."],
  ["twitter:image", `${SITE}/og-image.png`],
  ["twitter:image:alt", "Keysmith: Create secure passwords instantly."],
];

/** A prerendered page as React Router writes it. */
function page({ path, jsonLd = [], body = "", social = SOCIAL, modified = "2025-01-10" }) {
  const canonical = path === undefined ? "" : `${SITE}${path === "/" ? "/" : path}`;
  const head = [
    ...social.map(([key, value]) =>
      key.startsWith("og:")
        ? `<meta property="${key}" content="${value}"/>`
        : `<meta name="${key}" content="${value}"/>`,
    ),
    canonical
      ? `<link rel="canonical" href="${canonical}"/><meta property="og:url" content="${canonical}"/><meta name="dcterms.modified" content="${modified}"/>`
      : '<meta name="robots" content="noindex"/>',
    ...jsonLd.map((data) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`),
  ].join("");
  return `<!DOCTYPE html><html lang="en"><head>${head}</head><body><main>${body}</main></body></html>`;
}

function crumbs(...paths) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: paths.map((path, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: `Crumb ${index + 1}`,
      item: `${SITE}${path}`,
    })),
  };
}

const APP = {
  "@context": "https://schema.org",
  "@type": "WebApplication",
  name: "Keysmith",
  applicationCategory: "SecurityApplication",
  operatingSystem: "Any",
  offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
};

const FAQ_ITEMS = [
  { question: "Is it free?", answer: "Yes, with no account & no sign-up." },
  { question: "Does it work offline?", answer: "Yes, after the first visit." },
];
const FAQ = {
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: FAQ_ITEMS.map((item) => ({
    "@type": "Question",
    name: item.question,
    acceptedAnswer: { "@type": "Answer", text: item.answer },
  })),
};
/** The FAQ as FaqList renders it, entities escaped. */
const FAQ_HTML = FAQ_ITEMS.map(
  (item) =>
    `<details><summary class="x"><span>${item.question}</span><svg></svg></summary><p>${item.answer.replace("&", "&amp;")}</p></details>`,
).join("");

const ARTICLE = {
  "@context": "https://schema.org",
  "@type": "Article",
  headline: "How to Create Strong Passwords",
  datePublished: "2024-12-11",
  dateModified: "2025-01-10",
  author: { "@type": "Organization", name: "Keysmith Security Team" },
  image: `${SITE}/og-image.png`,
};

describe("checkStructuredData", () => {
  it("accepts the home page: WebApplication and the FAQ it shows, no one-item breadcrumb", () => {
    const html = page({ path: "/", jsonLd: [APP, FAQ], body: FAQ_HTML });
    expect(checkStructuredData({ path: "/", html, siteUrl: SITE })).toEqual([]);
  });

  it("accepts a landing page and an article with their breadcrumbs from Home", () => {
    const landing = page({
      path: "/wifi-password-generator",
      jsonLd: [APP, crumbs("/", "/wifi-password-generator"), FAQ],
      body: FAQ_HTML,
    });
    expect(
      checkStructuredData({ path: "/wifi-password-generator", html: landing, siteUrl: SITE }),
    ).toEqual([]);
    const article = page({
      path: "/blog/create-strong-passwords",
      jsonLd: [ARTICLE, crumbs("/", "/blog", "/blog/create-strong-passwords")],
    });
    expect(
      checkStructuredData({ path: "/blog/create-strong-passwords", html: article, siteUrl: SITE }),
    ).toEqual([]);
  });

  it("reports the breadcrumbs the first audit found: a single item on home, a repeated URL, no Home", () => {
    const home = page({ path: "/", jsonLd: [APP, crumbs("/")] });
    expect(checkStructuredData({ path: "/", html: home, siteUrl: SITE })).toEqual(
      expect.arrayContaining([
        "BreadcrumbList: needs Home and at least one more position",
        expect.stringContaining("BreadcrumbList does not belong here"),
      ]),
    );
    const path = "/blog/x";
    const article = page({ path, jsonLd: [ARTICLE, crumbs("/blog", "/blog", path)] });
    expect(checkStructuredData({ path, html: article, siteUrl: SITE })).toEqual([
      "BreadcrumbList: two positions share a URL",
      "BreadcrumbList: Home must come first",
    ]);
  });

  it("reports a position out of order and a trail that does not end at the page", () => {
    const data = crumbs("/", "/blog");
    data.itemListElement[1].position = 3;
    const html = page({ path: "/about", jsonLd: [data] });
    expect(checkStructuredData({ path: "/about", html, siteUrl: SITE })).toEqual([
      "BreadcrumbList: position 2 has position 3",
      "BreadcrumbList: the last position must be the page itself",
    ]);
  });

  it("requires a WebApplication on a generator page, free and without a rating", () => {
    const missing = page({
      path: "/password-generator-symbols",
      jsonLd: [crumbs("/", "/password-generator-symbols")],
    });
    expect(
      checkStructuredData({ path: "/password-generator-symbols", html: missing, siteUrl: SITE }),
    ).toEqual(["WebApplication is missing (generator pages only)"]);
    const rated = page({
      path: "/",
      jsonLd: [
        {
          ...APP,
          offers: { "@type": "Offer", price: "4.99", priceCurrency: "USD" },
          aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, ratingCount: 1250 },
        },
      ],
    });
    expect(checkStructuredData({ path: "/", html: rated, siteUrl: SITE })).toEqual([
      'WebApplication: offers must be an Offer with price "0" and priceCurrency USD',
      "WebApplication: claims a rating or review the site does not collect",
    ]);
  });

  it("requires a FAQPage wherever questions are shown, matching them, and only visible ones", () => {
    const path = "/business-password-generator";
    const trail = crumbs("/", path);
    const unmarked = page({ path, jsonLd: [APP, trail], body: FAQ_HTML });
    expect(checkStructuredData({ path, html: unmarked, siteUrl: SITE })).toEqual([
      "FAQPage is missing (pages that show questions and answers)",
    ]);
    const hidden = page({ path, jsonLd: [APP, trail, FAQ], body: FAQ_HTML.split("</details>")[0] });
    expect(checkStructuredData({ path, html: hidden, siteUrl: SITE })).toEqual([
      'FAQPage: question 2 is not shown on the page: "Does it work offline?"',
      "FAQPage: question 2's answer is not shown on the page",
    ]);
  });

  it("requires the Article fields rich results need", () => {
    const path = "/blog/x";
    const html = page({
      path,
      jsonLd: [
        {
          "@context": "https://schema.org",
          "@type": "Article",
          headline: "X",
          datePublished: "10 Jan",
        },
        crumbs("/", "/blog", path),
      ],
    });
    expect(checkStructuredData({ path, html, siteUrl: SITE })).toEqual([
      "Article: datePublished must be an ISO 8601 date",
      "Article: dateModified must be an ISO 8601 date",
      "Article: author must be a Person or Organization with a name",
      "Article: image must be an absolute URL",
    ]);
  });

  it("reports JSON that does not parse, a wrong context and an unknown type", () => {
    const html = page({ path: "/about", jsonLd: [crumbs("/", "/about")] })
      .replace("</head>", '<script type="application/ld+json">{oops</script></head>')
      .replace(
        "</head>",
        `<script type="application/ld+json">${JSON.stringify({ "@context": "http://schema.org", "@type": "Thing" })}</script></head>`,
      );
    expect(checkStructuredData({ path: "/about", html, siteUrl: SITE })).toEqual([
      "a JSON-LD block is not valid JSON",
      "Thing: @context must be https://schema.org",
      'unexpected JSON-LD type "Thing"',
    ]);
  });

  it("expects no structured data on a page that is not indexed", () => {
    const html = page({ path: undefined });
    expect(checkStructuredData({ path: "/404.html", html, siteUrl: SITE })).toEqual([]);
  });
});

describe("readShownQuestions", () => {
  it("reads the summaries that ask something, entities decoded", () => {
    expect(
      readShownQuestions(
        "<details><summary><span>What does &#x27;similar&#x27; mean?</span></summary></details><details><summary>Contents</summary></details>",
      ),
    ).toEqual(["What does 'similar' mean?"]);
  });
});

describe("checkSocialTags", () => {
  it("accepts a page with every Open Graph and Twitter tag and og:url equal to the canonical", () => {
    expect(checkSocialTags(page({ path: "/about" }))).toEqual([]);
  });

  it("reports each missing tag, as on every page before the checks", () => {
    const social = SOCIAL.filter(
      ([key]) => key !== "og:image:alt" && key !== "og:locale" && !key.startsWith("twitter:"),
    ).concat([["twitter:card", "summary_large_image"]]);
    expect(checkSocialTags(page({ path: "/about", social }))).toEqual([
      "og:image:alt must appear once, with content",
      "og:locale must appear once, with content",
      "twitter:title must appear once, with content",
      "twitter:description must appear once, with content",
      "twitter:image must appear once, with content",
      "twitter:image:alt must appear once, with content",
    ]);
  });

  it("reports a relative image, an unknown card type and an og:url that is not canonical", () => {
    const social = SOCIAL.map(([key, value]) =>
      key === "og:image"
        ? [key, "/og-image.png"]
        : key === "twitter:card"
          ? [key, "player"]
          : [key, value],
    );
    const html = page({ path: "/about", social }).replace(
      `<meta property="og:url" content="${SITE}/about"/>`,
      `<meta property="og:url" content="${SITE}/about/"/>`,
    );
    expect(checkSocialTags(html)).toEqual([
      "og:image must be an absolute URL",
      "twitter:card must be summary_large_image or summary, got player",
      "og:url differs from the canonical URL",
    ]);
  });

  it("wants no og:url on a page without a canonical URL", () => {
    expect(checkSocialTags(page({ path: undefined }))).toEqual([]);
  });
});

describe("checkSitemap", () => {
  const pages = [
    { html: page({ path: "/", modified: "2026-11-23" }) },
    { html: page({ path: "/blog/x", modified: "2025-01-10" }) },
    { html: page({ path: undefined }) },
  ];
  const robots = `User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap.xml\n`;
  const sitemap = (...urls) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;

  it("accepts every indexed page once with the lastmod it declares, and robots.txt pointing at it", () => {
    const xml = sitemap(
      `<url><loc>${SITE}/</loc><lastmod>2026-11-23</lastmod></url>`,
      `<url><loc>${SITE}/blog/x</loc><lastmod>2025-01-10</lastmod></url>`,
    );
    expect(checkSitemap({ sitemap: xml, robots, siteUrl: SITE, pages })).toEqual([]);
  });

  it("reports a URL without lastmod, a wrong date, a missing page, an extra URL and robots.txt without it", () => {
    const xml = sitemap(
      `<url><loc>${SITE}/</loc></url>`,
      `<url><loc>${SITE}/404</loc><lastmod>2026-11-23</lastmod></url>`,
    );
    expect(checkSitemap({ sitemap: xml, robots: "User-agent: *\n", siteUrl: SITE, pages })).toEqual(
      [
        `sitemap: ${SITE}/ has no lastmod`,
        `sitemap: ${SITE}/blog/x is missing`,
        `sitemap: ${SITE}/404 is not an indexed page`,
        "robots.txt does not point at the sitemap",
      ],
    );
    const stale = sitemap(
      `<url><loc>${SITE}/</loc><lastmod>2026-11-23</lastmod></url>`,
      `<url><loc>${SITE}/blog/x</loc><lastmod>2026-11-23</lastmod></url>`,
    );
    expect(checkSitemap({ sitemap: stale, robots, siteUrl: SITE, pages })).toEqual([
      `sitemap: ${SITE}/blog/x has lastmod 2026-11-23, the page says 2025-01-10`,
    ]);
  });
});
