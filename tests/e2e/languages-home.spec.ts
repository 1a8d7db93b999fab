import { expect, test, type Page } from "@playwright/test";

import { axeViolations } from "./axe";
import { LANGUAGES, englishLeftOn } from "./localized-page";
import { expectHydratedInAnyLanguage } from "./hydration";

// docs/decisions/i18n-library.md: the home page's sections below the generator (why Keysmith, the
// security tips, the questions and their FAQPage data) in every language of the word lists.

/** Each language's FAQ heading, one question, and a phrase of that question's answer. */
const FAQ = {
  de: {
    heading: "Häufig gestellte Fragen",
    question: "Ist Keysmith kostenlos?",
    answer: /ohne Konto und ohne Registrierung/,
  },
  es: {
    heading: "Preguntas frecuentes",
    question: "¿Keysmith es gratis?",
    answer: /sin cuenta y sin registro/,
  },
  fr: {
    heading: "Questions fréquentes",
    question: "Keysmith est-il gratuit ?",
    answer: /sans compte et sans inscription/,
  },
  it: {
    heading: "Domande frequenti",
    question: "Keysmith è gratuito?",
    answer: /senza account e senza registrazione/,
  },
  pt: {
    heading: "Perguntas frequentes",
    question: "O Keysmith é gratuito?",
    answer: /sem conta e sem cadastro/,
  },
  cs: {
    heading: "Časté dotazy",
    question: "Je Keysmith zdarma?",
    answer: /bez účtu a bez registrace/,
  },
} as const;

/** Scrolls to the end of the page once its sections below the generator have loaded. */
async function openWhole(page: Page, locale: (typeof LANGUAGES)[number]): Promise<void> {
  await page.goto(`/${locale}`);
  await expectHydratedInAnyLanguage(page);
  await page.keyboard.press("End");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByRole("heading", { level: 2, name: FAQ[locale].heading })).toBeVisible();
}

/** The questions of the page's FAQPage structured data. */
async function faqData(page: Page): Promise<Array<{ name: string; text: string }>> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
  for (const block of blocks) {
    const data = JSON.parse(block) as unknown;
    for (const item of Array.isArray(data) ? data : [data]) {
      const entry = item as {
        "@type"?: string;
        mainEntity?: Array<{ name: string; acceptedAnswer: { text: string } }>;
      };
      if (entry["@type"] === "FAQPage" && entry.mainEntity) {
        return entry.mainEntity.map((question) => ({
          name: question.name,
          text: question.acceptedAnswer.text,
        }));
      }
    }
  }
  return [];
}

for (const locale of LANGUAGES) {
  test.describe(`/${locale}, below the generator`, () => {
    test("shows the sections and the questions in its language, with nothing English left", async ({
      page,
    }) => {
      await openWhole(page, locale);
      const faq = page.getByRole("region", { name: FAQ[locale].heading });
      const question = faq.getByText(FAQ[locale].question, { exact: true });
      await question.click();
      await expect(faq.getByText(FAQ[locale].answer)).toBeVisible();
      expect(await englishLeftOn(page, locale)).toEqual([]);
    });

    test("has no accessibility violations", async ({ page }) => {
      // The whole page, sections included, takes axe a while on a busy machine.
      test.slow();
      await openWhole(page, locale);
      expect(await axeViolations(page)).toEqual([]);
    });

    test("says its questions in its language to search engines", async ({ page }) => {
      await page.goto(`/${locale}`);
      const questions = await faqData(page);
      const free = questions.find((question) => question.name === FAQ[locale].question);
      expect(free?.text).toMatch(FAQ[locale].answer);
      expect(questions.map((question) => question.name)).not.toContain("Is Keysmith free?");
    });
  });
}

test("/de: a question opens by keyboard, and its links to English pages say so", async ({
  page,
}) => {
  await openWhole(page, "de");
  const faq = page.getByRole("region", { name: FAQ.de.heading });
  // A native disclosure: its summary is what the keyboard reaches.
  const question = faq.locator("summary").filter({ hasText: "Was ist Entropie?" });
  await question.focus();
  await expect(question).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(faq.getByText(/^Die Entropie in Bit gibt an/)).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(faq.getByText(/^Die Entropie in Bit gibt an/)).toBeHidden();
  const guides = page.getByRole("link", { name: /^Sicherheitsratgeber/ });
  await expect(guides).toHaveAttribute("hreflang", "en");
  await expect(guides).toHaveAttribute("href", "/blog");
  await expect(guides).toContainText("(auf Englisch)");
});

test("/de: the header's FAQ link stays on the German page", async ({ page }) => {
  await page.goto("/de");
  // The prerendered menu button does nothing until the page has hydrated.
  await expectHydratedInAnyLanguage(page);
  await page.getByRole("button", { name: "Menü öffnen" }).click();
  const faq = page
    .getByRole("navigation", { name: "Mobile Navigation" })
    .getByRole("link", { name: "FAQ" });
  await expect(faq).toHaveAttribute("href", "/de#faq");
  await expect(faq).not.toHaveAttribute("hreflang", "en");
});
