import { expect, test } from "@playwright/test";

import { ARTICLE_SLUGS, SITE_URL, SPEC_ARTICLE_SLUGS, STATIC_ROUTES } from "./site-routes";

function readTag(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

test("the content folder holds every article the spec names", () => {
  expect([...ARTICLE_SLUGS].sort()).toEqual([...SPEC_ARTICLE_SLUGS].sort());
});

for (const route of STATIC_ROUTES) {
  test(`${route.path} answers 200 with its own title, description, canonical link and heading in the raw HTML`, async ({
    request,
  }) => {
    const response = await request.get(route.path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(readTag(html, /<title>([^<]*)<\/title>/)).toBe(route.title);
    expect(readTag(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(50);
    const canonical = readTag(html, /<link rel="canonical" href="([^"]+)"/);
    expect(canonical).toBe(route.path === "/" ? `${SITE_URL}/` : `${SITE_URL}${route.path}`);
    expect(readTag(html, /<meta property="og:url" content="([^"]+)"/)).toBe(canonical);
    expect(readTag(html, /<meta property="og:title" content="([^"]+)"/)).toBe(route.title);
    expect(html).toMatch(new RegExp(`<h1[^>]*>${route.heading}</h1>`));
  });
}

for (const slug of SPEC_ARTICLE_SLUGS) {
  test(`/blog/${slug} is prerendered with the article, its title and canonical link`, async ({
    request,
  }) => {
    const response = await request.get(`/blog/${slug}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The full title for link previews; the <title> fits search results (at most 70
    // characters), branded when there is room (app/lib/seo.ts documentTitle).
    const title = readTag(html, /<title>([^<]*)<\/title>/) ?? "";
    const fullTitle = readTag(html, /<meta property="og:title" content="([^"]+)"/) ?? "";
    expect(title.length).toBeGreaterThan(0);
    expect(title.length).toBeLessThanOrEqual(70);
    expect(fullTitle.startsWith(title.replace(/ \| Keysmith$/, ""))).toBe(true);
    expect(readTag(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${SITE_URL}/blog/${slug}`);
    expect(html).toContain('"@type":"Article"');
    expect(html).toMatch(/<h2 id="heading-0">/);
  });
}

test("no page's structured data claims a rating", async ({ request }) => {
  for (const route of STATIC_ROUTES) {
    const html = await (await request.get(route.path)).text();
    expect(html, route.path).not.toContain("aggregateRating");
  }
});

for (const path of ["/no-such-page", "/blog/no-such-article", "/about/extra", "/%E0%A4%A"]) {
  test(`${path} answers 404 with the not-found page`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(readTag(html, /<title>([^<]*)<\/title>/)).toBe("404 - Page Not Found");
    expect(html).toContain("Page Not Found");
    expect(html).not.toContain('rel="canonical"');
  });
}

test("pages carry the production security headers", async ({ request }) => {
  const response = await request.get("/");
  const headers = response.headers();
  expect(headers["content-security-policy"]).toContain("default-src 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("no-referrer");
});
