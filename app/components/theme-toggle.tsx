import { t } from "@lingui/core/macro";
import { Moon, Sun } from "lucide-react";

import { Button } from "~/components/ui/button";
import { writeStorage } from "~/lib/storage";
import { THEME_STORAGE_KEY, applyDocumentTheme, useDocumentTheme, type Theme } from "~/lib/theme";

export function ThemeToggle() {
  const theme = useDocumentTheme();
  const next: Theme = theme === "dark" ? "light" : "dark";
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      aria-label={theme === "dark" ? t`Switch to light theme` : t`Switch to dark theme`}
      aria-pressed={theme === null ? undefined : theme === "dark"}
      data-theme-toggle
      onClick={() => {
        applyDocumentTheme(next);
        // Storage may be blocked, or incognito on (app/lib/storage.ts): the theme still changes
        // for this page.
        writeStorage(THEME_STORAGE_KEY, next);
      }}
    >
      <Sun className="hidden size-5 dark:block" aria-hidden="true" />
      <Moon className="block size-5 dark:hidden" aria-hidden="true" />
    </Button>
  );
}
