import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

import { cn } from "~/lib/cn";

import { buttonVariants } from "./button-variants";

export { buttonVariants };

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof buttonVariants>;

/** A button. A link that should look like one takes `className={buttonVariants(...)}` instead. */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}
