import { describe, expect, it } from "vitest";

import { MAX_TITLE_LENGTH, buildMeta, documentTitle } from "./seo";
import { breadcrumbJsonLd } from "./structured-data";

/** The content of a `<meta>` by name or property; undefined if absent, every value if repeated. */
function content(descriptors: ReturnType<typeof buildMeta>, key: string): string[] {
  return descriptors.flatMap((descriptor) =>
    ("property" in descriptor && descriptor.property === key) ||
    ("name" in descriptor && descriptor.name === key)
      ? [String(descriptor.content)]
      : [],
  );
}

const PAGE = {
  title: "Password Strength Checker",
  description: "Check how strong a password is, in your browser.",
  path: "/password-checker",
  lastModified: "2026-11-22",
};

describe("buildMeta", () => {
  it("gives every page the Open Graph and Twitter card tags link previews read", () => {
    const meta = buildMeta(PAGE);
    const image = "https://keysmith.example/og-image.png";
    const expected: Record<string, string> = {
      "og:site_name": "Keysmith",
      "og:locale": "en_US",
      "og:title": "Password Strength Checker | Keysmith",
      "og:description": PAGE.description,
      "og:type": "website",
      "og:url": "https://keysmith.example/password-checker",
      "og:image": image,
      "og:image:width": "1200",
      "og:image:height": "630",
      "twitter:card": "summary_large_image",
      "twitter:title": "Password Strength Checker | Keysmith",
      "twitter:description": PAGE.description,
      "twitter:image": image,
    };
    for (const [key, value] of Object.entries(expected)) {
      expect(content(meta, key), key).toEqual([value]);
    }
    const [alt] = content(meta, "og:image:alt");
    expect(alt).toMatch(/Keysmith/);
    expect(content(meta, "twitter:image:alt")).toEqual([alt]);
  });

  it("gives an indexed page its canonical link and the date its content changed", () => {
    const meta = buildMeta(PAGE);
    expect(meta).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://keysmith.example/password-checker",
    });
    expect(content(meta, "dcterms.modified")).toEqual(["2026-11-22"]);
    expect(content(meta, "robots")).toEqual([]);
  });

  it("marks a page without a path noindex, with no canonical link, og:url or date", () => {
    const meta = buildMeta({ title: "404 - Page Not Found", description: "x", exactTitle: true });
    expect(meta).toContainEqual({ title: "404 - Page Not Found" });
    expect(content(meta, "robots")).toEqual(["noindex"]);
    expect(content(meta, "og:url")).toEqual([]);
    expect(content(meta, "dcterms.modified")).toEqual([]);
    expect(meta.some((descriptor) => "tagName" in descriptor)).toBe(false);
    expect(content(meta, "og:image:alt")).toHaveLength(1);
  });

  it("describes an article as one, with its dates, section and tags", () => {
    const meta = buildMeta({
      ...PAGE,
      path: "/blog/x",
      article: {
        publishedTime: "2024-12-11",
        modifiedTime: "2025-01-10",
        section: "Guide",
        tags: ["passphrases", "length"],
      },
    });
    expect(content(meta, "og:type")).toEqual(["article"]);
    expect(content(meta, "article:published_time")).toEqual(["2024-12-11"]);
    expect(content(meta, "article:modified_time")).toEqual(["2025-01-10"]);
    expect(content(meta, "article:section")).toEqual(["Guide"]);
    expect(content(meta, "article:tag")).toEqual(["passphrases", "length"]);
  });

  it("emits each structured-data object as its own script", () => {
    const trail = breadcrumbJsonLd([{ name: "Checker", path: "/password-checker" }]);
    expect(buildMeta({ ...PAGE, jsonLd: [trail] })).toContainEqual({ "script:ld+json": trail });
  });
});

describe("documentTitle", () => {
  it("appends the site name when it fits", () => {
    expect(documentTitle({ title: "Bulk Password Generator" })).toBe(
      "Bulk Password Generator | Keysmith",
    );
  });

  it("keeps a long title whole without the site name, if that fits", () => {
    const title = "Free Password Generators Compared: Kinds, Trade-offs and What to Check";
    expect(title.length).toBeLessThanOrEqual(MAX_TITLE_LENGTH);
    expect(documentTitle({ title })).toBe(title);
  });

  it("cuts a title too long even alone at its colon, and brands that", () => {
    expect(
      documentTitle({
        title: "Password Managers: How They Work, How to Choose One, and How to Set It Up",
      }),
    ).toBe("Password Managers | Keysmith");
  });

  it("uses an exact title as it is", () => {
    expect(
      documentTitle({ title: "Keysmith: Free Secure Password Generator", exactTitle: true }),
    ).toBe("Keysmith: Free Secure Password Generator");
  });
});
