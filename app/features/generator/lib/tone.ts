import type { Tone } from "~/components/ui/tone";

export { TONE_BAR, TONE_TEXT } from "~/components/ui/tone";

/** History entries from older versions may hold a colour class instead of a tone. */
export function toneOf(color: string): Tone {
  if (color === "weak" || color.includes("red")) return "weak";
  if (color === "fair" || color.includes("yellow")) return "fair";
  if (color === "good" || color.includes("blue")) return "good";
  return "strong";
}
