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

  return (
    <div
      role="progressbar"
      aria-label="Reading progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      aria-valuetext={`${progress}% read`}
      className="fixed inset-x-0 top-16 z-30 h-1 bg-transparent"
    >
      <div
        className="h-full bg-accent motion-safe:transition-[width] motion-safe:duration-100"
        style={{ width: `${progress}%` }}
      />
    </div>
  );
}
