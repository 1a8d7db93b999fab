import { t } from "@lingui/core/macro";
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from "react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { DialogClose, DialogContent, DialogRoot, DialogTrigger } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Switch } from "~/components/ui/switch";
import { linkInLocale } from "~/lib/i18n/locales";
import { usePageLocale } from "~/lib/i18n/use-page-locale";

import type { ConsentChoice } from "./consent-store";

export interface CookieBannerProps {
  /** Which purposes this build has at all; the banner asks only about those. */
  offers: ConsentChoice;
  /** The browser sends Do Not Track or Global Privacy Control: say that nothing will load. */
  doNotTrack: boolean;
  onChoose: (choice: ConsentChoice) => void;
}

/** The banner's sentence, naming only what this build can actually load (whole sentences, so each
 * language can word them its own way). */
function describeOffers(offers: ConsentChoice): string {
  if (offers.analytics && offers.advertising) {
    return t`Keysmith keeps your settings in this browser. Analytics and ads from third parties load only if you agree.`;
  }
  return offers.analytics
    ? t`Keysmith keeps your settings in this browser. A third-party analytics script loads only if you agree.`
    : t`Keysmith keeps your settings in this browser. Ads from an ad network load only if you agree.`;
}

/**
 * The bottom cookie banner (spec §2, §4). A labelled region, not a modal: it never takes focus,
 * and the page stays usable under it. Settings opens the Cookie Preferences dialog; closing the
 * dialog returns here, and any choice hides the banner.
 */
export function CookieBanner({ offers, doNotTrack, onChoose }: CookieBannerProps) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const locale = usePageLocale();
  useReserveSpaceFor(ref);
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-surface shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-3 md:flex-row md:items-center md:gap-6">
        <div className="min-w-0 flex-1 text-sm">
          <h2 id={headingId} className="sr-only">
            {t`Cookie consent`}
          </h2>
          <p className="text-muted">
            {describeOffers(offers)}{" "}
            <Link
              {...linkInLocale(locale, "/privacy")}
              className="font-medium whitespace-nowrap text-accent-text underline underline-offset-4 hover:no-underline"
            >
              {t`Privacy Policy`}
            </Link>
          </p>
        </div>
        <div className="grid grid-cols-3 gap-2 md:flex md:shrink-0">
          <DialogRoot>
            <DialogTrigger asChild>
              <Button type="button" variant="ghost" size="compact">
                {t`Settings`}
              </Button>
            </DialogTrigger>
            <CookiePreferencesDialog offers={offers} doNotTrack={doNotTrack} onSave={onChoose} />
          </DialogRoot>
          <Button
            type="button"
            variant="secondary"
            size="compact"
            onClick={() => onChoose({ analytics: false, advertising: false })}
          >
            {t`Reject All`}
          </Button>
          <Button
            type="button"
            variant="secondary"
            size="compact"
            onClick={() =>
              onChoose({ analytics: offers.analytics, advertising: offers.advertising })
            }
          >
            {t`Accept All`}
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * The banner is fixed over the bottom of the window. While it shows, the page gets room for it
 * below the footer, and scrolling to a focused control keeps clear of it (WCAG 2.2, 2.4.11
 * Focus Not Obscured; technique C43, scroll-padding). Fixed rather than sticky, so focusing
 * the banner's own buttons, or returning focus to Settings, never scrolls the page.
 */
function useReserveSpaceFor(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const { documentElement: root, body } = document;
    const update = () => {
      const height = `${element.offsetHeight}px`;
      root.style.setProperty("scroll-padding-bottom", height);
      body.style.setProperty("padding-bottom", height);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("scroll-padding-bottom");
      body.style.removeProperty("padding-bottom");
    };
  }, [ref]);
}

interface PreferencesProps {
  offers: ConsentChoice;
  doNotTrack: boolean;
  onSave: (choice: ConsentChoice) => void;
}

/** Cookie Preferences: a bottom sheet on phones, a centred dialog from 640 px. */
function CookiePreferencesDialog(props: PreferencesProps) {
  return (
    <DialogContent
      placement="sheet"
      title={t`Cookie Preferences`}
      closeLabel={t`Close cookie preferences`}
      description={t`Choose what may load besides Keysmith itself. You can change your mind at any time with Cookie Settings at the bottom of every page.`}
    >
      <PreferencesForm {...props} />
    </DialogContent>
  );
}

/**
 * Essential storage is always on; each optional purpose starts off every time the dialog opens
 * (no pre-ticked consent, and closing discards the switches), and Save Preferences stores
 * exactly what is switched on.
 */
function PreferencesForm({ offers, doNotTrack, onSave }: PreferencesProps) {
  const [choice, setChoice] = useState<ConsentChoice>({ analytics: false, advertising: false });
  return (
    <>
      <div className="mt-4 divide-y divide-border border-y border-border">
        <PreferenceRow
          label={t`Essential and functional`}
          checked
          disabled
          description={t`Essential cookies cannot be disabled. Keysmith keeps your settings, your history if you want it, and this choice in your browser's storage. None of it is sent anywhere.`}
        />
        {offers.analytics ? (
          <PreferenceRow
            label={t`Analytics`}
            checked={choice.analytics}
            onCheckedChange={(analytics) => setChoice((current) => ({ ...current, analytics }))}
            description={t`Counts page visits with a third-party analytics service, so we learn which pages help. Keysmith never gives it a password or anything you type.`}
          />
        ) : null}
        {offers.advertising ? (
          <PreferenceRow
            label={t`Advertising`}
            checked={choice.advertising}
            onCheckedChange={(advertising) => setChoice((current) => ({ ...current, advertising }))}
            description={t`Shows ads from a third-party ad network, which may set its own cookies. No ad loads or shows while incognito mode is on, and Keysmith never gives the network a password.`}
          />
        ) : null}
      </div>
      {doNotTrack ? (
        <p className="mt-4 rounded-ks bg-subtle p-3 text-sm text-muted">
          {t`Your browser asks sites not to track you (Do Not Track or Global Privacy Control), so analytics and ads stay off whatever you choose here.`}
        </p>
      ) : null}
      <div className="mt-5 flex justify-end">
        <DialogClose asChild>
          <Button type="button" onClick={() => onSave(choice)}>
            {t`Save Preferences`}
          </Button>
        </DialogClose>
      </div>
    </>
  );
}

function PreferenceRow({
  label,
  description,
  checked,
  disabled,
  onCheckedChange,
}: {
  label: string;
  description: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange?: (checked: boolean) => void;
}) {
  return (
    <Field label={label} description={description} layout="setting" className="py-3">
      {(field) => (
        <Switch
          {...field}
          checked={checked}
          disabled={disabled}
          onCheckedChange={onCheckedChange}
          className="mt-0.5"
        />
      )}
    </Field>
  );
}
