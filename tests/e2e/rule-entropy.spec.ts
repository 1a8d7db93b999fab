import { expect, test } from "@playwright/test";

import { card, expectEntropy, expectSettled, password } from "./generator-card";

// One entropy figure per rule, rounded one way wherever it is shown: the Site Rules panel and the
// strength meter say the same bits.

test("a pasted rule's bits read the same in the Site Rules panel and the strength meter", async ({
  page,
}) => {
  await page.goto("/");
  await expectSettled(card(page));
  await page.getByRole("button", { name: "Site Rules" }).click();
  await page
    .getByRole("textbox", { name: "Site or password rule" })
    .fill("minlength: 20; required: lower; required: upper; allowed: digit, [-_];");
  await expect(page.getByText("Your rule", { exact: true })).toBeVisible();
  await expect(password(card(page))).toHaveText(/^(?=.*[a-z])(?=.*[A-Z])[A-Za-z0-9_-]{20}$/);

  await expect(page.getByText(/^Generate now follows these rules:/)).toHaveText(
    /^Generate now follows these rules: 120\.0 bits of entropy, /,
  );
  await expect(card(page).getByTestId("entropy")).toHaveText("120.0 bits");
  await expectEntropy(card(page), "120.0 bits");
});
