import type { ArticleSummary } from "./article";

/** An article summary for tests: plain defaults, with the fields a test cares about overridden. */
export function makeArticle(slug: string, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    slug,
    title: `Title ${slug}`,
    excerpt: `Excerpt ${slug}`,
    category: "Guide",
    tags: [],
    readTime: "5 min read",
    readMinutes: 5,
    publishDate: "2024-11-01",
    lastUpdated: "2024-11-01",
    authorKey: "security-expert",
    author: { name: "Author", bio: "Bio", expertise: [] },
    metaDescription: "Meta",
    keywords: [],
    views: 100,
    rating: 4.5,
    featured: false,
    relatedArticles: [],
    ...overrides,
  };
}
