import { Suspense, lazy } from "react";

import { useToasterWanted } from "~/lib/toast";

const Toaster = lazy(() => import("sonner").then((sonner) => ({ default: sonner.Toaster })));

/** The toast region, mounted with its library the first time a toast is raised (~/lib/toast). */
export function LazyToaster() {
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" closeButton richColors />
    </Suspense>
  );
}
