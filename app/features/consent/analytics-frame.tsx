import { useEffect } from "react";
import { useLocation } from "react-router";

import { isFrameMounted, useThirdPartyFrame } from "./frame-loader";
import { useThirdPartyAllowed } from "./privacy-signals";
import { ANALYTICS_FRAME_PATH, FRAME_SANDBOX, pageViewMessage } from "./third-party-frames";

/**
 * The analytics service, once the visitor has agreed to analytics, under the same gate and
 * timing as ads (docs/product-decisions.md, "Ads and analytics"): consent first, the delay, Do Not
 * Track, incognito. Its script runs only in a hidden sandboxed frame, and learns of each page view
 * by one message carrying the path and nothing else (docs/decisions/third-party-isolation.md). A
 * failure is not logged: unlike an ad slot there is nothing on the page to hide.
 */
export function AnalyticsFrame() {
  const allowed = useThirdPartyAllowed("analytics");
  const { status, frameRef } = useThirdPartyFrame(allowed);
  const { pathname } = useLocation();

  useEffect(() => {
    if (status !== "ready") return;
    const message = pageViewMessage(pathname);
    // An opaque-origin frame can only be addressed with "*"; the message is the path alone.
    if (message) frameRef.current?.contentWindow?.postMessage(message, "*");
  }, [status, pathname, frameRef]);

  if (!allowed || !isFrameMounted(status)) return null;
  return (
    <iframe
      ref={frameRef}
      src={ANALYTICS_FRAME_PATH}
      sandbox={FRAME_SANDBOX.analytics}
      referrerPolicy="no-referrer"
      title="Analytics"
      hidden
      tabIndex={-1}
      aria-hidden="true"
    />
  );
}
