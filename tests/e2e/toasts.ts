import type { Page } from "@playwright/test";

/** The notification (toast) whose text includes `title`, in the page's notifications region. */
export function toast(page: Page, title: string) {
  return page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: title });
}
