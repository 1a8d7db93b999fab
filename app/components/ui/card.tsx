import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";

import { cn } from "~/lib/cn";

/** The card surface every page shares (docs/design.md, "Colour tokens"). */
const CARD = "rounded-ks border border-border bg-surface";

const PADDING = {
  /** The usual card: p-5. */
  md: "p-5",
  /** A panel that grows on wider screens: p-5, then p-6. */
  lg: "p-5 sm:p-6",
  none: "",
} as const;

/**
 * A bordered surface. `as` picks the element (a card in a CardGrid is an `li`); `className`
 * adds layout (a margin, a flex row), not a second surface.
 */
export function Card({
  as: Element = "div",
  padding = "md",
  className,
  children,
  ...rest
}: {
  as?: "div" | "li" | "section" | "article";
  padding?: keyof typeof PADDING;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
  "aria-labelledby"?: string;
}) {
  return (
    <Element className={cn(CARD, PADDING[padding], className)} {...rest}>
      {children}
    </Element>
  );
}

const COLUMNS = {
  2: "grid gap-4 sm:grid-cols-2",
  3: "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
  4: "grid gap-4 sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** A list laid out as a grid of cards: one column on phones, then two, then `columns`. */
export function CardGrid({
  columns = 3,
  className,
  children,
}: {
  columns?: keyof typeof COLUMNS;
  className?: string;
  children: ReactNode;
}) {
  return <ul className={cn(COLUMNS[columns], className)}>{children}</ul>;
}

/** A card in a CardGrid with an icon, an h3 and a short text. */
export function FeatureCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card as="li">
      <Icon className="size-6 text-accent-text" aria-hidden="true" />
      <h3 className="mt-3 font-semibold text-fg">{title}</h3>
      <p className="mt-1 text-sm leading-relaxed text-muted">{children}</p>
    </Card>
  );
}
