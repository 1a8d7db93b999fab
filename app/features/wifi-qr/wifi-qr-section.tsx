import { t } from "@lingui/core/macro";
import { QrCode } from "lucide-react";
import { Suspense, lazy, useEffect, useId, useRef, useState } from "react";

import { Button } from "~/components/ui/button";

import { WIFI_QR_SECTION_ID } from "./lib/wifi-handoff";
import { useWifiHandoff } from "./wifi-handoff-provider";

// The form, the QR encoder and the card load when asked for (the first view of the page does
// not grow: docs/decisions/first-view-budget.md).
const WifiQrCard = lazy(() =>
  import("./components/wifi-qr-card").then((module) => ({ default: module.WifiQrCard })),
);

/**
 * The WiFi page's "share it with a QR code" section: a button, then the QR card, opened with
 * the password the generator offered (its WiFi QR button, here or on another page).
 */
export function WifiQrSection() {
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const [card, setCard] = useState<{ password: string; key: number } | null>(null);
  const handoff = useWifiHandoff();

  // Offers arrive from the generator card's button: one made on another page before this one
  // opened, or one made here later. Either opens the card with that password.
  useEffect(() => {
    function takeOffer() {
      const password = handoff.take();
      if (password === null) return;
      setCard((current) => ({ password, key: (current?.key ?? 0) + 1 }));
      // The section keeps clear of the sticky header (scroll-mt); focus follows for keyboards.
      section.current?.scrollIntoView({ block: "start" });
      heading.current?.focus({ preventScroll: true });
    }
    takeOffer();
    return handoff.subscribe(takeOffer);
  }, [handoff]);

  return (
    <section
      ref={section}
      id={WIFI_QR_SECTION_ID}
      aria-labelledby={headingId}
      className="mt-8 scroll-mt-20 space-y-4 rounded-ks border border-border bg-surface p-4 shadow-sm sm:p-6"
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
        {t`Share it with a QR code`}
      </h2>
      <p className="max-w-[70ch] text-muted print:hidden">
        {t`Guests scan the code with their phone’s camera and join without typing the password. Print it as a card for a guest room, an office or a rental.`}
      </p>
      {card === null ? (
        <Button
          type="button"
          variant="secondary"
          onClick={() => setCard({ password: handoff.latest(), key: 0 })}
        >
          <QrCode aria-hidden="true" />
          {t`Make a WiFi QR code`}
        </Button>
      ) : (
        <Suspense fallback={<p role="status">{t`Loading the QR code maker…`}</p>}>
          <WifiQrCard key={card.key} initialPassword={card.password} />
        </Suspense>
      )}
    </section>
  );
}
