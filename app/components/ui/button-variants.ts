import { cva } from "class-variance-authority";

/** The button's classes; apart from the component so that non-React code (the first-paint
 * script) draws the same buttons. */
export const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-ks text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "bg-accent text-accent-fg hover:bg-accent/90",
        // A toggle (aria-pressed) that is on, or a disclosure (aria-expanded) that is open.
        secondary:
          "border border-border bg-surface text-fg hover:bg-subtle aria-expanded:border-accent aria-expanded:bg-accent-soft aria-pressed:border-accent aria-pressed:bg-accent-soft aria-pressed:text-accent-text",
        ghost: "text-fg hover:bg-subtle",
      },
      // Padding and height live only here: cn() does not settle conflicting utilities.
      size: {
        default: "min-h-11 px-4",
        compact: "min-h-11 px-3",
        lg: "min-h-12 px-6 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);
