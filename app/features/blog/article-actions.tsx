import { Bookmark, BookmarkCheck, Share2 } from "lucide-react";
import { toast } from "~/lib/toast";

import { Button } from "~/components/ui/button";

import { notStoredReason, toggleSaved } from "./reader-storage";
import { shareOrCopy } from "./share-article";
import { useIsSaved } from "./use-reader-storage";

function currentUrl(): string {
  const url = new URL(window.location.href);
  url.hash = "";
  return url.toString();
}

/**
 * Share (spec §4) and Save to this browser's reading list (docs/product-decisions.md, "Blog
 * extras").
 */
export function ArticleActions({
  slug,
  title,
  excerpt,
}: {
  slug: string;
  title: string;
  excerpt: string;
}) {
  const saved = useIsSaved(slug);

  async function share() {
    const outcome = await shareOrCopy({ title, text: excerpt, url: currentUrl() });
    if (outcome === "copied") toast.success("Link copied");
    if (outcome === "failed") {
      toast.error("Could not copy the link", {
        description:
          "Your browser blocked clipboard access. Copy the address from the address bar.",
      });
    }
  }

  function save() {
    if (!toggleSaved(slug)) {
      toast.error("Could not update your reading list", {
        description: notStoredReason(),
      });
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button type="button" variant="secondary" onClick={() => void share()}>
        <Share2 aria-hidden="true" />
        Share
      </Button>
      <Button type="button" variant="secondary" aria-pressed={saved} onClick={save}>
        {saved ? (
          <BookmarkCheck className="text-accent-text" aria-hidden="true" />
        ) : (
          <Bookmark aria-hidden="true" />
        )}
        {saved ? "Saved" : "Save"}
      </Button>
    </div>
  );
}
