import { readFileSync, readdirSync } from "node:fs";

import { expect, test, type Page } from "@playwright/test";

import matter from "gray-matter";

import { axeViolations } from "./axe";
import { SITE_URL } from "./site-routes";
import { gotoHydrated } from "./hydration";
import { toast } from "./toasts";

/** The articles' frontmatter, read the way the build reads it, for expected values. */
interface Entry {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  tags: string[];
  publishDate: string;
  views: number;
  rating: number;
  featured: boolean;
}

const contentDir = new URL("../../content/blog/", import.meta.url);
const ENTRIES: Entry[] = readdirSync(contentDir)
  .filter((name) => name.endsWith(".md"))
  .map((name) => {
    const { data } = matter(readFileSync(new URL(name, contentDir), "utf8"));
    const date: unknown = data.publishDate;
    return {
      slug: name.replace(/\.md$/, ""),
      title: String(data.title),
      excerpt: String(data.excerpt),
      category: String(data.category),
      tags: Array.isArray(data.tags) ? data.tags.map(String) : [],
      publishDate: date instanceof Date ? date.toISOString().slice(0, 10) : String(date),
      views: Number(data.views),
      rating: Number(data.rating),
      featured: data.featured === true,
    };
  });

const titles = (entries: Entry[]) => entries.map((entry) => entry.title);
/** As the blog sorts: by date, then by title when two articles share a date. */
const byNewest = (a: Entry, b: Entry) =>
  b.publishDate.localeCompare(a.publishDate) || a.title.localeCompare(b.title);
const byOldest = (a: Entry, b: Entry) =>
  a.publishDate.localeCompare(b.publishDate) || a.title.localeCompare(b.title);
const byViews = (a: Entry, b: Entry) => b.views - a.views;

const ARTICLE = "password-breach-response";

function section(page: Page, name: RegExp) {
  return page.getByRole("region", { name });
}

/** The titles of the cards in the All Articles / Search Results list, in order. */
function listTitles(page: Page) {
  return section(page, /^(All Articles|Search Results)/)
    .getByRole("heading", { level: 3 })
    .allTextContents();
}

test.describe("/blog", () => {
  test("the prerendered page is the unfiltered list", async ({ request }) => {
    const html = await (await request.get("/blog")).text();
    expect(html).toContain("Featured Articles");
    expect(html).toContain("Most Popular");
    expect(html).toContain("All Articles");
    expect(html).not.toContain("Search Results");
    expect(html).toContain('placeholder="Search articles..."');
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Keysmith security guides" href="/blog/rss.xml"/>',
    );
  });

  test("shows the featured articles, the 3 most viewed and every article, newest first", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    const featured = ENTRIES.filter((entry) => entry.featured).sort(byNewest);
    await expect(section(page, /^Featured Articles/).getByRole("heading", { level: 3 })).toHaveText(
      titles(featured),
    );
    const popular = [...ENTRIES].sort(byViews).slice(0, 3);
    const popularLinks = section(page, /^Most Popular/).getByRole("link");
    await expect(popularLinks).toHaveCount(3);
    for (const [index, entry] of popular.entries()) {
      await expect(popularLinks.nth(index)).toContainText(entry.title);
      await expect(popularLinks.nth(index)).toHaveAttribute("href", `/blog/${entry.slug}`);
    }
    await expect(
      page.getByRole("heading", { name: `All Articles (${ENTRIES.length})` }),
    ).toBeVisible();
    expect(await listTitles(page)).toEqual(titles([...ENTRIES].sort(byNewest)));
  });

  test("each card shows category, read time, views, rating, date, 3 tags and '+N more'", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    const entry = ENTRIES.find((item) => item.slug === ARTICLE);
    if (!entry) throw new Error(`content/blog/${ARTICLE}.md is missing`);
    const card = section(page, /^All Articles/)
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: entry.title }) });
    await expect(card).toContainText(entry.category);
    await expect(card).toContainText(/\d+ min read/);
    await expect(card).toContainText("1.2k views");
    await expect(card).toContainText(entry.rating.toFixed(1));
    await expect(card.locator(`time[datetime="${entry.publishDate}"]`)).toBeVisible();
    await expect(card.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(4);
    await expect(card).toContainText(`+${entry.tags.length - 3} more`);
    await card.getByRole("link", { name: `Read ${entry.title}` }).click();
    await expect(page).toHaveURL(`/blog/${ARTICLE}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(entry.title);
  });

  test("searching by a tag, case-insensitively, lists the matches as Search Results", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    const needle = "mfa";
    const expected = ENTRIES.filter((entry) =>
      [entry.title, entry.excerpt, ...entry.tags].some((text) =>
        text.toLowerCase().includes(needle),
      ),
    ).sort(byNewest);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(ENTRIES.length);
    await page.getByLabel("Search articles").fill("MFA");
    await expect(
      page.getByRole("heading", { name: `Search Results (${expected.length})` }),
    ).toBeVisible();
    await expect(section(page, /^Featured Articles/)).toHaveCount(0);
    await expect(section(page, /^Most Popular/)).toHaveCount(0);
    expect(await listTitles(page)).toEqual(titles(expected));
    await expect(page.getByRole("status").filter({ hasText: "found" })).toHaveText(
      `${expected.length} articles found`,
    );
  });

  test("the category dropdown offers All and each category, and filters by it", async ({
    page,
  }) => {
    await gotoHydrated(page, "/blog");
    const category = page.getByLabel("Category");
    const categories = [...new Set(ENTRIES.map((entry) => entry.category))].sort();
    await expect(category.getByRole("option")).toHaveText(["All", ...categories]);
    await category.selectOption("Security");
    const expected = ENTRIES.filter((entry) => entry.category === "Security").sort(byNewest);
    await expect(
      page.getByRole("heading", { name: `Search Results (${expected.length})` }),
    ).toBeVisible();
    expect(await listTitles(page)).toEqual(titles(expected));
    await category.selectOption("All");
    await expect(
      page.getByRole("heading", { name: `All Articles (${ENTRIES.length})` }),
    ).toBeVisible();
    await expect(section(page, /^Featured Articles/)).toBeVisible();
  });

  test("each sort order", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    const sort = page.getByLabel("Sort by");
    await expect(sort.getByRole("option")).toHaveText([
      "Newest First",
      "Oldest First",
      "Most Popular",
      "Highest Rated",
    ]);
    await expect(sort).toHaveValue("newest");

    await sort.selectOption({ label: "Oldest First" });
    await expect.poll(() => listTitles(page)).toEqual(titles([...ENTRIES].sort(byOldest)));

    await sort.selectOption({ label: "Most Popular" });
    await expect.poll(() => listTitles(page)).toEqual(titles([...ENTRIES].sort(byViews)));

    await sort.selectOption({ label: "Highest Rated" });
    const ratingOf = new Map(ENTRIES.map((entry) => [entry.title, entry.rating]));
    await expect
      .poll(async () => (await listTitles(page)).map((title) => ratingOf.get(title)))
      .toEqual(ENTRIES.map((entry) => entry.rating).sort((a, b) => b - a));

    await sort.selectOption({ label: "Newest First" });
    await expect.poll(() => listTitles(page)).toEqual(titles([...ENTRIES].sort(byNewest)));
  });

  test("no matches says so, and Clear filters brings the list back", async ({ page }) => {
    await gotoHydrated(page, "/blog");
    await page.getByLabel("Search articles").fill("zebra crossing");
    await expect(page.getByRole("heading", { name: "Search Results (0)" })).toBeVisible();
    await expect(page.getByText("No articles found")).toBeVisible();
    await expect(
      page.getByText("Try adjusting your search terms or filters to find what you're looking for."),
    ).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByLabel("Search articles")).toHaveValue("");
    await expect(
      page.getByRole("heading", { name: `All Articles (${ENTRIES.length})` }),
    ).toBeVisible();
  });
});

test.describe(`/blog/${ARTICLE}`, () => {
  test("the table of contents links to each heading, indented by level, and jumps to it", async ({
    page,
  }) => {
    await gotoHydrated(page, `/blog/${ARTICLE}`);
    const contents = page.getByRole("navigation", { name: "Table of Contents" });
    const links = contents.getByRole("link");
    // The article's outline as written: its ##, ### and #### headings, in order.
    const source = readFileSync(new URL(`${ARTICLE}.md`, contentDir), "utf8");
    const outline = [...source.matchAll(/^(#{2,4}) (.+)$/gm)].map(([, marks = "", text = ""]) => ({
      level: marks.length,
      text: text.replace(/\*\*|`/g, ""),
    }));
    expect(outline.length).toBeGreaterThan(3);
    await expect(links).toHaveText(outline.map((heading) => heading.text));
    for (const { level, text } of outline) {
      await expect(
        page.getByRole("heading", { level, name: text, exact: true }).first(),
      ).toBeVisible();
    }
    // A subsection's link sits further in than a section's.
    const sub = outline.find((heading) => heading.level === 3);
    if (!sub) throw new Error(`content/blog/${ARTICLE}.md has no ### heading`);
    const indent = async (name: string) =>
      (await contents.getByRole("link", { name, exact: true }).boundingBox())?.x ?? Number.NaN;
    expect(await indent(sub.text)).toBeGreaterThan(await indent(outline[0]?.text ?? ""));

    const target = outline[outline.length - 2];
    if (!target) throw new Error("no heading to jump to");
    await contents.getByRole("link", { name: target.text, exact: true }).click();
    await expect(page).toHaveURL(/#heading-\d+$/);
    const heading = page.getByRole("heading", {
      level: target.level,
      name: target.text,
      exact: true,
    });
    await expect(heading).toBeInViewport();
    // Not hidden under the sticky header.
    expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(64);
  });

  test("the reading-progress bar reads 0 at the top and 100 at the bottom", async ({ page }) => {
    await gotoHydrated(page, `/blog/${ARTICLE}`);
    const bar = page.getByRole("progressbar", { name: "Reading progress" });
    await expect(bar).toHaveAttribute("value", "0");
    await page.evaluate(() => {
      const article = document.querySelector("article");
      if (!article) return;
      window.scrollTo(0, article.offsetTop + article.offsetHeight / 2);
    });
    await expect.poll(async () => Number(await bar.getAttribute("value"))).toBeGreaterThan(0);
    expect(Number(await bar.getAttribute("value"))).toBeLessThan(100);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toHaveAttribute("value", "100");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute("value", "0");
  });

  test("Save keeps the article in this browser's reading list across reloads", async ({ page }) => {
    await gotoHydrated(page, `/blog/${ARTICLE}`);
    const save = page.getByRole("button", { name: "Save", exact: true });
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await save.click();
    const saved = page.getByRole("button", { name: "Saved", exact: true });
    await expect(saved).toHaveAttribute("aria-pressed", "true");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("readingList")))
      .toBe(JSON.stringify([ARTICLE]));

    await page.reload();
    await expect(page.getByRole("button", { name: "Saved", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await gotoHydrated(page, "/blog");
    const list = section(page, /^Your Reading List/);
    await expect(list.getByRole("link")).toHaveAttribute("href", `/blog/${ARTICLE}`);

    await gotoHydrated(page, `/blog/${ARTICLE}`);
    await page.getByRole("button", { name: "Saved", exact: true }).click();
    await expect(page.getByRole("button", { name: "Save", exact: true })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    await expect.poll(() => page.evaluate(() => localStorage.getItem("readingList"))).toBe("[]");
  });

  test("a corrupt reading list or feedback record is ignored, not an error", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("readingList", "{not json");
      localStorage.setItem("articleFeedback", '["yes"]');
    });
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await gotoHydrated(page, `/blog/${ARTICLE}`);
    await expect(page.getByRole("button", { name: "Save", exact: true })).toBeVisible();
    await expect(page.getByText("Thanks for your feedback.")).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("'Was this helpful?' thanks the reader and remembers the answer", async ({ page }) => {
    await gotoHydrated(page, `/blog/${ARTICLE}`);
    const question = page.getByRole("group", { name: "Was this helpful?" });
    await expect(page.getByText("Thanks for your feedback.")).toHaveCount(0);
    await question.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("Thanks for your feedback.")).toBeVisible();
    await expect(question.getByRole("button", { name: "Yes" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("articleFeedback")))
      .toBe(JSON.stringify({ [ARTICLE]: "yes" }));

    await page.reload();
    await expect(page.getByText("Thanks for your feedback.")).toBeVisible();
    await expect(question.getByRole("button", { name: "Yes" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await question.getByRole("button", { name: "No" }).click();
    await expect(question.getByRole("button", { name: "No" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("articleFeedback")))
      .toBe(JSON.stringify({ [ARTICLE]: "no" }));
  });

  test("Share without a device share copies the URL and says 'Link copied'", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      permissions: ["clipboard-read", "clipboard-write"],
    });
    const page = await context.newPage();
    // Headless Chromium has no share sheet; make sure of it.
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, "share");
    });
    await gotoHydrated(page, `/blog/${ARTICLE}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect(toast(page, "Link copied")).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await context.close();
  });

  test("Share uses the device share with the title, excerpt and URL when there is one", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const calls: unknown[] = [];
      Object.assign(window, { __shareCalls: calls });
      Object.defineProperty(Navigator.prototype, "share", {
        configurable: true,
        value: (data: unknown) => {
          calls.push(data);
          return Promise.resolve();
        },
      });
    });
    await gotoHydrated(page, `/blog/${ARTICLE}`);
    await page.getByRole("button", { name: "Share" }).click();
    await expect
      .poll(() => page.evaluate(() => Reflect.get(window, "__shareCalls")))
      .toEqual([
        {
          title: await page.getByRole("heading", { level: 1 }).textContent(),
          text: ENTRIES.find((entry) => entry.slug === ARTICLE)?.excerpt,
          url: page.url(),
        },
      ]);
    await expect(toast(page, "Link copied")).toHaveCount(0);
  });

  test("the sidebar lists 3 popular articles and offers the RSS feed", async ({ page }) => {
    await gotoHydrated(page, `/blog/${ARTICLE}`);
    const sidebar = page.getByRole("complementary", { name: "More from Resources" });
    const popular = [...ENTRIES]
      .filter((entry) => entry.slug !== ARTICLE)
      .sort(byViews)
      .slice(0, 3);
    const links = sidebar.getByRole("region", { name: "Popular Articles" }).getByRole("link");
    await expect(links).toHaveCount(3);
    for (const [index, entry] of popular.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/blog/${entry.slug}`);
    }
    const stay = sidebar.getByRole("region", { name: "Stay Updated" });
    await expect(stay.getByRole("link", { name: "RSS feed" })).toHaveAttribute(
      "href",
      "/blog/rss.xml",
    );
    await expect(stay.getByRole("textbox")).toHaveCount(0);
  });

  test("structured data describes the article without any rating", async ({ request }) => {
    const html = await (await request.get(`/blog/${ARTICLE}`)).text();
    expect(html).toContain('"@type":"Article"');
    expect(html).not.toContain("aggregateRating");
    expect(html).not.toContain("ratingCount");
    expect(html).toContain('type="application/rss+xml"');
  });
});

test("the RSS feed is served as RSS 2.0 with every article, newest first", async ({
  page,
  request,
}) => {
  const response = await request.get("/blog/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  // Parsed in a blank page: the site's pages require Trusted Types, and DOMParser is a sink.
  const feed = await page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, "application/xml");
    const text = (parent: Element | Document, tag: string) =>
      parent.getElementsByTagName(tag)[0]?.textContent ?? null;
    return {
      parseError: doc.getElementsByTagName("parsererror").length > 0,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute("version"),
      channelTitle: text(doc.getElementsByTagName("channel")[0] ?? doc, "title"),
      items: [...doc.getElementsByTagName("item")].map((item) => ({
        title: text(item, "title"),
        link: text(item, "link"),
        guid: text(item, "guid"),
        pubDate: text(item, "pubDate"),
        description: text(item, "description"),
      })),
    };
  }, xml);
  expect(feed.parseError).toBe(false);
  expect(feed.root).toBe("rss");
  expect(feed.version).toBe("2.0");
  expect(feed.channelTitle).toBe("Keysmith security guides");
  expect(feed.items).toHaveLength(ENTRIES.length);
  expect(feed.items).toHaveLength(9);
  // The feed breaks ties of date by slug (app/features/blog/feed.ts).
  const newestFirst = [...ENTRIES].sort(
    (a, b) => b.publishDate.localeCompare(a.publishDate) || a.slug.localeCompare(b.slug),
  );
  for (const [index, entry] of newestFirst.entries()) {
    const item = feed.items[index];
    expect(item?.title).toBe(entry.title);
    expect(item?.link).toBe(`${SITE_URL}/blog/${entry.slug}`);
    expect(item?.guid).toBe(item?.link);
    expect(item?.description).toBe(entry.excerpt);
    expect(item?.pubDate).toBe(new Date(`${entry.publishDate}T00:00:00Z`).toUTCString());
    expect(item?.pubDate).toMatch(/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} 00:00:00 GMT$/);
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`axe finds no violations on /blog with filters applied, ${theme} theme`, async ({
    browser,
  }) => {
    // A context's page: AxeBuilder throws on browser.newPage() (docs/stack-notes.md, "Tests").
    const context = await browser.newContext({ colorScheme: theme });
    const page = await context.newPage();
    await gotoHydrated(page, "/blog");
    await expect(page.locator("html")).toHaveClass(theme === "dark" ? /dark/ : /^(?!.*dark)/);
    await page.getByLabel("Search articles").fill("password");
    await page.getByLabel("Category").selectOption("Guide");
    await page.getByLabel("Sort by").selectOption({ label: "Highest Rated" });
    await expect(page.getByRole("heading", { name: /^Search Results/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Search articles").fill("zebra crossing");
    await expect(page.getByText("No articles found")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  test(`axe finds no violations on an article that is saved and answered, ${theme} theme`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: theme });
    const page = await context.newPage();
    await gotoHydrated(page, `/blog/${ARTICLE}`);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("button", { name: "Yes" }).click();
    await expect(page.getByText("Thanks for your feedback.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
}
