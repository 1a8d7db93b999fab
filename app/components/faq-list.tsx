import { ChevronDown } from "lucide-react";

/** A question and its answer, as plain strings so a route can also emit them as FAQPage data. */
export interface FaqEntry {
  question: string;
  answer: string;
}

/**
 * Questions as native disclosure widgets: accessible by default and usable before hydration.
 * Shared by the home page and the landing pages; kept apart from the home page's questions so
 * a landing page does not load them.
 */
export function FaqList({ items }: { items: ReadonlyArray<FaqEntry> }) {
  return (
    <ul className="divide-y divide-border overflow-hidden rounded-ks border border-border bg-surface">
      {items.map((item) => (
        <li key={item.question}>
          <details className="group">
            <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-medium text-fg hover:bg-subtle [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <ChevronDown
                className="size-5 shrink-0 text-muted group-open:rotate-180 motion-safe:transition-transform"
                aria-hidden="true"
              />
            </summary>
            <p className="max-w-[70ch] px-5 pt-1 pb-5 leading-relaxed text-fg">{item.answer}</p>
          </details>
        </li>
      ))}
    </ul>
  );
}
