import { ThumbsDown, ThumbsUp } from "lucide-react";
import { useId } from "react";
import { toast } from "~/lib/toast";

import { Button } from "~/components/ui/button";

import { notStoredReason, recordFeedback, type HelpfulAnswer } from "./reader-storage";
import { useHelpfulAnswer } from "./use-reader-storage";

const CHOICES: ReadonlyArray<{ answer: HelpfulAnswer; label: string; icon: typeof ThumbsUp }> = [
  { answer: "yes", label: "Yes", icon: ThumbsUp },
  { answer: "no", label: "No", icon: ThumbsDown },
];

/**
 * 'Was this helpful?' (spec §2): the answer stays in this browser (docs/product-decisions.md, "Blog
 * extras").
 */
export function HelpfulFeedback({ slug }: { slug: string }) {
  const questionId = useId();
  const answer = useHelpfulAnswer(slug);

  function choose(choice: HelpfulAnswer) {
    if (!recordFeedback(slug, choice)) {
      toast.error("Could not save your answer", {
        description: notStoredReason(),
      });
    }
  }

  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className="flex flex-wrap items-center gap-x-4 gap-y-2"
    >
      <p id={questionId} className="font-medium">
        Was this helpful?
      </p>
      <div className="flex gap-2">
        {CHOICES.map(({ answer: choice, label, icon: Icon }) => (
          <Button
            key={choice}
            type="button"
            variant="secondary"
            aria-pressed={answer === choice}
            onClick={() => choose(choice)}
          >
            <Icon aria-hidden="true" />
            {label}
          </Button>
        ))}
      </div>
      <p role="status" className="text-sm text-muted">
        {answer ? "Thanks for your feedback." : ""}
      </p>
    </div>
  );
}
