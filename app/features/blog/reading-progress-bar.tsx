import { useEffect, useState, type RefObject } from "react";

import { computeReadingProgress } from "./reading-progress";

/**
 * A thin bar under the site header showing how far through `target` the reader is (spec §4).
 * The prerendered page shows 0; the scroll listener takes over after hydration.
 */
export function ReadingProgressBar({ target }: { target: RefObject<HTMLElement | null> }) {
  const [progress, setProgress] = useState(0);

  // A subscription to scrolling and resizing, measured at most once per frame.
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = target.current;
      if (!element) return;
      const box = element.getBoundingClientRect();
      const next = computeReadingProgress({
        top: box.top,
        height: box.height,
        viewportHeight: window.innerHeight,
      });
      setProgress(Math.round(next));
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [target]);

  // A native <progress> (HTML's own progress bar, no inline width style), drawn as a thin
  // accent line: the pseudo-elements are WebKit's and Firefox's parts of the bar.
  return (
    <progress
      aria-label="Reading progress"
      max={100}
      value={progress}
      aria-valuetext={`${progress}% read`}
      className="fixed inset-x-0 top-16 z-30 block h-1 w-full appearance-none border-0 bg-transparent [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:bg-transparent [&::-webkit-progress-value]:bg-accent"
    />
  );
}
