import { describe, expect, it } from "vitest";

import { articleJsonLd } from "./article-json-ld";

describe("articleJsonLd", () => {
  it("carries the headline, the real dates, the author and an absolute image", () => {
    expect(
      articleJsonLd({
        path: "/blog/x",
        title: "X",
        description: "About X.",
        publishDate: "2024-12-11",
        lastUpdated: "2025-01-10",
        authorName: "Keysmith Security Team",
        keywords: ["a", "b"],
      }),
    ).toMatchObject({
      "@type": "Article",
      headline: "X",
      datePublished: "2024-12-11",
      dateModified: "2025-01-10",
      author: { "@type": "Organization", name: "Keysmith Security Team" },
      image: "https://keysmith.example/og-image.png",
      mainEntityOfPage: "https://keysmith.example/blog/x",
      keywords: "a, b",
    });
  });
});
