import { MAIN_CONTENT_ID } from "~/components/skip-link";
import { THIRD_PARTIES, hasThirdParties, type ThirdPartyConfig } from "~/lib/third-parties";

import { saveConsent, useConsentState, type ConsentChoice } from "./consent-store";
import { CookieBanner } from "./cookie-banner";
import { useDoNotTrack } from "./privacy-signals";
import { AnalyticsFrame } from "./analytics-frame";

/**
 * Consent for this build's third parties. With neither ads nor analytics configured there is
 * nothing to consent to: no banner, and the stored choice is not even read. Otherwise the banner
 * shows after hydration whenever there is no readable choice (spec §4, §8), and the analytics
 * frame loads once allowed.
 */
export function CookieConsent({ config = THIRD_PARTIES }: { config?: ThirdPartyConfig }) {
  if (!hasThirdParties(config)) return null;
  return <ConsentPrompt config={config} />;
}

function ConsentPrompt({ config }: { config: ThirdPartyConfig }) {
  const consent = useConsentState();
  const doNotTrack = useDoNotTrack();

  const offers: ConsentChoice = {
    analytics: config.analytics !== null,
    advertising: config.ads !== null,
  };
  const choose = (choice: ConsentChoice) => {
    // Consent is only ever given to what was offered: a purpose this build lacks stays false.
    saveConsent({
      analytics: offers.analytics && choice.analytics,
      advertising: offers.advertising && choice.advertising,
    });
    // The banner, and the button just pressed, are gone: carry on from the page's content
    // rather than leave keyboard and screen-reader focus on the document body.
    setTimeout(() => {
      if (document.activeElement === null || document.activeElement === document.body) {
        document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
      }
    }, 0);
  };
  return (
    <>
      {config.analytics !== null && <AnalyticsFrame />}
      {consent.kind === "none" && (
        <CookieBanner offers={offers} doNotTrack={doNotTrack} onChoose={choose} />
      )}
    </>
  );
}
