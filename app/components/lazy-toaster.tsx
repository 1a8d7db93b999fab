import { Suspense, lazy } from "react";

import { useDocumentTheme } from "~/lib/theme";
import { useToasterWanted } from "~/lib/toast";

const Toaster = lazy(() => import("sonner").then((sonner) => ({ default: sonner.Toaster })));

/** The toast region, mounted with its library the first time a toast is raised (~/lib/toast). */
export function LazyToaster() {
  // Toasts follow the site's theme, not the system's: the visitor may have chosen another.
  const theme = useDocumentTheme() ?? "light";
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" closeButton richColors theme={theme} />
    </Suspense>
  );
}
