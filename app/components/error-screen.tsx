import { AlertTriangle } from "lucide-react";

/** A full-page error that still offers a way forward (spec §8: render and router errors). */
export function ErrorScreen({ title, detail }: { title: string; detail?: string }) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center"
    >
      <AlertTriangle className="mb-4 size-10 text-weak" aria-hidden="true" />
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {detail ? <p className="mt-2 text-muted">{detail}</p> : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="min-h-11 cursor-pointer rounded-ks bg-accent px-4 font-medium text-accent-fg"
        >
          Refresh the page
        </button>
        {/* A plain link: the router may be the thing that failed. */}
        <a
          href="/"
          className="inline-flex min-h-11 items-center rounded-ks border border-border px-4 font-medium"
        >
          Back to Password Generator
        </a>
      </div>
    </div>
  );
}
