import { BookOpen, Building2, FileText, Scale, ShieldCheck, Siren, Wrench } from "lucide-react";

import { cn } from "~/lib/cn";

/** Spec §3: each category has an icon; any other category gets the default one. */
export function CategoryIcon({ category, className }: { category: string; className?: string }) {
  const props = { className: cn("size-4 shrink-0", className), "aria-hidden": true } as const;
  switch (category) {
    case "Tools":
      return <Wrench {...props} />;
    case "Security":
      return <ShieldCheck {...props} />;
    case "Reviews":
      return <Scale {...props} />;
    case "Guide":
      return <BookOpen {...props} />;
    case "Business":
      return <Building2 {...props} />;
    case "Response":
      return <Siren {...props} />;
    default:
      return <FileText {...props} />;
  }
}

/** The category's name with its icon (decorative: the name says it). */
export function CategoryLabel({ category, className }: { category: string; className?: string }) {
  return (
    <span
      className={cn("inline-flex items-center gap-1.5 font-medium text-accent-text", className)}
    >
      <CategoryIcon category={category} />
      {category}
    </span>
  );
}
