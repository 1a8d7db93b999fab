// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { makeArticle } from "./article-fixture";
import { BlogIndex } from "./blog-index";
import { StayUpdated } from "./stay-updated";

afterEach(cleanup);

const article = makeArticle;

const ARTICLES = [
  article("a", { title: "Alpha", category: "Tools", views: 500, tags: ["mfa", "x", "y", "z"] }),
  article("b", { title: "Bravo", category: "Security", views: 900, featured: true }),
  article("c", { title: "Charlie", category: "Response", views: 50, publishDate: "2025-01-01" }),
  article("d", { title: "Delta", category: "Tools", views: 700 }),
];

function renderIndex() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <BlogIndex articles={ARTICLES} />
    </MemoryRouter>,
  );
  return { user };
}

function cardTitles(sectionName: RegExp): string[] {
  const section = screen.getByRole("region", { name: sectionName });
  return within(section)
    .getAllByRole("heading", { level: 3 })
    .map((heading) => heading.textContent ?? "");
}

describe("BlogIndex", () => {
  it("shows Featured, Most Popular and All Articles, newest first, when unfiltered", () => {
    renderIndex();
    expect(cardTitles(/^Featured Articles/)).toEqual(["Bravo"]);
    const popular = screen.getByRole("region", { name: /^Most Popular/ });
    expect(
      within(popular)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual([
      expect.stringContaining("Bravo"),
      expect.stringContaining("Delta"),
      expect.stringContaining("Alpha"),
    ]);
    expect(screen.getByRole("heading", { name: "All Articles (4)" })).toBeTruthy();
    expect(cardTitles(/^All Articles/)[0]).toBe("Charlie");
    expect(screen.getByText("+1 more")).toBeTruthy();
  });

  it("searching by a tag titles the list Search Results with its count and hides the sections", async () => {
    const { user } = renderIndex();
    await user.type(screen.getByLabelText("Search articles"), "MFA");
    expect(screen.getByRole("heading", { name: "Search Results (1)" })).toBeTruthy();
    expect(screen.queryByRole("region", { name: /^Featured Articles/ })).toBeNull();
    expect(screen.queryByRole("region", { name: /^Most Popular/ })).toBeNull();
    expect(cardTitles(/^Search Results/)).toEqual(["Alpha"]);
  });

  it("the search form's Search button takes focus to the results it lists", async () => {
    const { user } = renderIndex();
    await user.type(screen.getByLabelText("Search articles"), "bravo");
    await user.click(screen.getByRole("button", { name: "Search" }));
    expect(document.activeElement).toBe(
      screen.getByRole("heading", { name: "Search Results (1)" }),
    );
    expect(cardTitles(/^Search Results/)).toEqual(["Bravo"]);
  });

  it("Enter in the search box does the same", async () => {
    const { user } = renderIndex();
    await user.type(screen.getByLabelText("Search articles"), "charlie{Enter}");
    expect(document.activeElement).toBe(
      screen.getByRole("heading", { name: "Search Results (1)" }),
    );
  });

  it("names the search box and both dropdowns by their visible labels", () => {
    renderIndex();
    const search = screen.getByRole("search", { name: "Articles" });
    expect(within(search).getByRole("searchbox", { name: "Search articles" })).toBeTruthy();
    expect(within(search).getByRole("combobox", { name: "Category" })).toBeTruthy();
    expect(within(search).getByRole("combobox", { name: "Sort by" })).toBeTruthy();
  });

  it("filters by category and sorts by the chosen order", async () => {
    const { user } = renderIndex();
    const category = screen.getByLabelText("Category");
    expect(
      within(category)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["All", "Response", "Security", "Tools"]);
    await user.selectOptions(category, "Tools");
    await user.selectOptions(screen.getByLabelText("Sort by"), "Most Popular");
    expect(cardTitles(/^Search Results/)).toEqual(["Delta", "Alpha"]);
  });

  it("says so when nothing matches, and Clear filters brings everything back", async () => {
    const { user } = renderIndex();
    await user.type(screen.getByLabelText("Search articles"), "nothing like this");
    expect(screen.getByText("No articles found")).toBeTruthy();
    expect(
      screen.getByText(
        "Try adjusting your search terms or filters to find what you're looking for.",
      ),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(screen.getByRole("heading", { name: "All Articles (4)" })).toBeTruthy();
  });
});

describe("StayUpdated", () => {
  it("offers the RSS feed, not a form, when no newsletter is configured", () => {
    render(<StayUpdated newsletterUrl={null} />);
    expect(screen.getByRole("link", { name: "RSS feed" }).getAttribute("href")).toBe(
      "/blog/rss.xml",
    );
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("posts the email to the configured endpoint", () => {
    render(<StayUpdated newsletterUrl="https://lists.example.org/subscribe" />);
    const email = screen.getByRole<HTMLInputElement>("textbox", { name: "Email address" });
    expect(email.getAttribute("type")).toBe("email");
    expect(email.hasAttribute("required")).toBe(true);
    // The form the field submits with.
    const form = email.form;
    expect(form?.getAttribute("action")).toBe("https://lists.example.org/subscribe");
    expect(form?.getAttribute("method")).toBe("post");
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeTruthy();
  });
});
