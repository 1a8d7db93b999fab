// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import { Lock } from "lucide-react";
import { afterEach, describe, expect, it } from "vitest";

import { Card, CardGrid, FeatureCard } from "./card";
import { Section } from "./section";

afterEach(cleanup);

describe("CardGrid and its cards", () => {
  it("is a list whose cards are its items", () => {
    render(
      <CardGrid>
        <FeatureCard icon={Lock} title="Private">
          Generated on your device.
        </FeatureCard>
        <Card as="li">Another</Card>
      </CardGrid>,
    );
    const items = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole("heading", { level: 3 }).textContent).toBe(
      "Private",
    );
    expect(items[0]?.textContent).toContain("Generated on your device.");
  });

  it("names a card that is a section", () => {
    render(
      <Card as="section" aria-label="About the author">
        Editorial team
      </Card>,
    );
    expect(screen.getByRole("region", { name: "About the author" }).textContent).toBe(
      "Editorial team",
    );
  });
});

describe("Section", () => {
  it("is a region named by its heading, with its intro and content", () => {
    render(
      <Section id="faq" title="Questions" intro={<p>Quick answers.</p>}>
        <p>Body</p>
      </Section>,
    );
    const region = screen.getByRole("region", { name: "Questions" });
    expect(region.id).toBe("faq");
    expect(within(region).getByRole("heading", { level: 2 }).id).toBe("faq-heading");
    expect(region.textContent).toBe("QuestionsQuick answers.Body");
  });
});
