import { describe, expect, it } from "vitest";

import { breadcrumbJsonLd, faqJsonLd, webApplicationJsonLd } from "./structured-data";

describe("breadcrumbJsonLd", () => {
  it("starts at Home and numbers each position, with its absolute URL", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Resources", path: "/blog" },
        { name: "How to Create Strong Passwords", path: "/blog/create-strong-passwords" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://keysmith.example/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "Resources",
        item: "https://keysmith.example/blog",
      },
      {
        "@type": "ListItem",
        position: 3,
        name: "How to Create Strong Passwords",
        item: "https://keysmith.example/blog/create-strong-passwords",
      },
    ]);
  });

  it("refuses two positions with one URL, and a trail of Home alone", () => {
    expect(() =>
      breadcrumbJsonLd([
        { name: "Resources", path: "/blog" },
        { name: "Guide", path: "/blog" },
      ]),
    ).toThrow(/its own URL/);
    expect(() => breadcrumbJsonLd([{ name: "Home", path: "/" }])).toThrow(/its own URL/);
    expect(() => breadcrumbJsonLd([])).toThrow(/Home alone/);
  });
});

describe("webApplicationJsonLd", () => {
  it("describes a free web application with no rating", () => {
    const app = webApplicationJsonLd({
      name: "Keysmith WiFi Password Generator",
      description: "x",
      path: "/wifi-password-generator",
    });
    expect(app).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebApplication",
      url: "https://keysmith.example/wifi-password-generator",
      applicationCategory: "SecurityApplication",
      offers: { "@type": "Offer", price: "0", priceCurrency: "USD" },
    });
    expect(app).not.toHaveProperty("aggregateRating");
  });
});

describe("faqJsonLd", () => {
  it("turns each question and answer into a Question with an accepted Answer", () => {
    expect(faqJsonLd([{ question: "Is it free?", answer: "Yes." }]).mainEntity).toEqual([
      {
        "@type": "Question",
        name: "Is it free?",
        acceptedAnswer: { "@type": "Answer", text: "Yes." },
      },
    ]);
  });
});
