/** Callbacks for the one script element a loader adds. */
export interface ScriptEvents {
  onLoad: () => void;
  onError: () => void;
}

/**
 * Adds `<script async src>` to the document head. The address is a build-time constant: no
 * query of ours, no payload, nothing the visitor typed (spec §7, DECISIONS.md). The page's
 * Referrer-Policy (no-referrer) keeps the current address out of the request too.
 */
export function appendScript(src: string, events: ScriptEvents): void {
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.referrerPolicy = "no-referrer";
  script.addEventListener("load", events.onLoad, { once: true });
  script.addEventListener("error", events.onError, { once: true });
  document.head.append(script);
}
