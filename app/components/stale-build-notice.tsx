import { Button } from "~/components/ui/button";
import { useChunkFailedAfterReload } from "~/lib/stale-build";

/** Says that part of the page could not be loaded even after a reload (lib/stale-build.ts). */
export function StaleBuildNotice() {
  if (!useChunkFailedAfterReload()) return null;
  return (
    <div
      role="alert"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-surface px-4 py-3 shadow-lg"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-3">
        <p className="mr-auto">
          Part of this page could not be loaded, even after reloading it. Keysmith may be in the
          middle of an update: wait a minute, then reload the page.
        </p>
        <Button type="button" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </div>
    </div>
  );
}
