import { t } from "@lingui/core/macro";
import { LoaderCircle, PencilLine, ShieldCheck, WifiOff } from "lucide-react";
import { Activity, Suspense, lazy, useEffect, useId, useState } from "react";

import { OptionalPart } from "~/components/optional-part";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { whenIdle } from "~/lib/when-idle";

import { BreachSwitch } from "./components/breach-switch";
import { CheckerNote } from "./components/checker-note";
import { PasswordField } from "./components/password-field";
import {
  loadBreachCheckChunk,
  useBreachCheck,
  useBreachCheckChoice,
  type LoadBreachCheck,
} from "./hooks/use-breach-check";
import { useCrackTimeEstimate } from "./hooks/use-crack-time-estimate";
import { useLazyEvidence, type LoadBlocklist, type LoadEstimator } from "./hooks/use-lazy-evidence";
import { BREACH_API_URL } from "~/lib/breach-api";
import { breachService } from "./lib/checker-texts";
import { mayPrefetch } from "./lib/prefetch";

/** The build's breach check, or null when the build turned it off. */
const BUILD_BREACH_CHECK: LoadBreachCheck | null =
  BREACH_API_URL === null ? null : loadBreachCheckChunk(BREACH_API_URL);

/**
 * A checked password's result, its words and its live region's sentence: a chunk loaded while
 * the page is idle or when the field is focused, well before Check in practice; should Check come
 * first, the result says it is loading (docs/decisions/checker-verdict.md, "The result's own
 * chunk").
 */
const loadResult = () => import("./components/password-result");
const PasswordResult = lazy(() =>
  loadResult().then((module) => ({ default: module.PasswordResult })),
);
const ResultAnnouncement = lazy(() =>
  loadResult().then((module) => ({ default: module.ResultAnnouncement })),
);
const BreachResultNote = lazy(() =>
  loadResult().then((module) => ({ default: module.BreachResultNote })),
);

/** Starts loading the result's chunk, once; a failure shows when the result is drawn. */
function prefetchResult() {
  loadResult().catch(() => undefined);
}

/** In the result's place while its chunk loads, or if it could not. */
function ResultNotice({ failed = false }: { failed?: boolean }) {
  return (
    <p className="flex items-center gap-2 rounded-ks border border-border bg-subtle p-4 text-sm text-muted">
      {failed ? (
        <WifiOff className="size-5 shrink-0" aria-hidden="true" />
      ) : (
        <LoaderCircle className="size-5 shrink-0 animate-spin" aria-hidden="true" />
      )}
      {failed
        ? t`The result could not be loaded, perhaps because you are offline. Reload the page to check again.`
        : t`Loading the result…`}
    </p>
  );
}

/** The keys of the two results the checker keeps: the one shown and the one prepared. */
interface ResultKeys {
  checked: string;
  ahead: string;
}

/**
 * The Password Strength Checker (spec §2, §5; docs/product-decisions.md, "Checker verdict", adds
 * entropy and zxcvbn, and caps the label by guessability: core's `judgePassword`, the same verdict
 * as `keysmith check`).
 *
 * The result is shown on Check only (spec §4: "the check button computes one"). Editing
 * afterwards keeps the last result on screen, marked as out of date, until the next Check, so the
 * page does not jump while typing. The evidence loads once the page is idle (or on focus), and
 * the estimator's worker rates the field's value while it rests, unseen, so Check finds the answer
 * ready (docs/decisions/checker-verdict.md, "Loaded ahead of Check"); the result for exactly the
 * text in the field is drawn unseen (React's `Activity`, hidden: not displayed, not in the
 * accessibility tree) and revealed on Check only if that text is the one checked ("Drawn ahead of
 * Check"). The password lives in this
 * component's state and the estimator's worker and nowhere else: no storage, no URL, no log, no
 * request; the opt-in breach check asks only on Check.
 */
export function PasswordChecker({
  loadEstimator,
  loadBlocklist,
  loadBreachCheck = BUILD_BREACH_CHECK,
}: {
  loadEstimator?: LoadEstimator;
  loadBlocklist?: LoadBlocklist;
  /** The opt-in breach check (docs/decisions/breach-check.md); null: no switch at all. */
  loadBreachCheck?: LoadBreachCheck | null;
}) {
  const [value, setValue] = useState("");
  const [checked, setChecked] = useState<string | null>(null);
  const evidence = useLazyEvidence(loadEstimator, loadBlocklist);
  const prefetchEvidence = evidence.prefetch;
  useEffect(() => {
    if (!mayPrefetch(globalThis.navigator)) return;
    return whenIdle(() => {
      prefetchEvidence();
      prefetchResult();
    });
  }, [prefetchEvidence]);
  const loadEvidence = evidence.load;
  const loadAhead = () => {
    loadEvidence();
    prefetchResult();
  };
  const breachChoice = useBreachCheckChoice();
  const breachOn = loadBreachCheck !== null && breachChoice.on;
  const breach = useBreachCheck(checked, breachOn, loadBreachCheck);
  const service = breachService(BREACH_API_URL, "short");
  const privacyNoteId = useId();
  const resultHeadingId = useId();

  // zxcvbn can take over a second on a long password: it runs in a worker, on the resting field.
  const crackTime = useCrackTimeEstimate(checked, evidence.estimator, value);
  const estimate = crackTime.estimate;
  const blocklist = evidence.blocklist;
  const stale = checked !== null && value !== checked;
  // The text in the field, prepared unseen while it is not the checked one. Not with the breach
  // check on: its answer comes only after Check.
  const ahead = !breachOn && value !== "" && value !== checked ? value : null;
  const [keys, setKeys] = useState<ResultKeys>({ checked: "a", ahead: "b" });
  const resultOf = (password: string, key: string, shown: boolean) => {
    const answer = crackTime.answerOf(password);
    return (
      <Activity key={key} mode={shown ? "visible" : "hidden"}>
        <OptionalPart fallback={shown ? <ResultNotice failed /> : null}>
          <Suspense fallback={shown ? <ResultNotice /> : null}>
            <PasswordResult
              password={password}
              blocklist={blocklist}
              estimator={evidence.estimator}
              estimate={answer.estimate}
              estimateFailed={answer.failed}
              breach={shown ? breach : null}
              onRetry={answer.failed ? crackTime.retry : evidence.load}
            />
          </Suspense>
        </OptionalPart>
      </Activity>
    );
  };

  return (
    <div className="mt-8 space-y-6">
      <form
        noValidate
        className="rounded-ks border border-border bg-surface p-4 sm:p-6"
        onSubmit={(event) => {
          // Nothing is submitted anywhere: the check runs here.
          event.preventDefault();
          if (value === "") return;
          loadAhead();
          // The result prepared for this text becomes the one shown.
          if (value === ahead)
            setKeys(({ checked, ahead }) => ({ checked: ahead, ahead: checked }));
          setChecked(value);
        }}
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1">
            <PasswordField
              value={value}
              onChange={setValue}
              onFocus={loadAhead}
              describedBy={privacyNoteId}
            />
          </div>
          <Button type="submit" size="lg" disabled={value === ""}>
            <ShieldCheck aria-hidden="true" />
            {t`Check password`}
          </Button>
        </div>
        <p id={privacyNoteId} className="mt-3 text-sm text-muted">
          {breachOn
            ? t`Checked on this device: what you type is never stored, logged or sent. With the breach check on, only the first 5 characters of its SHA-1 hash are sent, to ${service}.`
            : t`Checked on this device only: what you type is never stored, logged or sent.`}
        </p>
        {loadBreachCheck === null ? null : (
          <BreachSwitch
            on={breachChoice.on}
            onChange={breachChoice.change}
            notRemembered={breachChoice.notRemembered}
          />
        )}
      </form>

      <section
        aria-labelledby={resultHeadingId}
        className={cn(
          "rounded-ks border bg-surface p-4 sm:p-6",
          stale ? "border-dashed border-muted" : "border-border",
        )}
      >
        <h2 id={resultHeadingId} className="text-xl font-bold tracking-tight">
          {t`Result`}
        </h2>
        <p role="status" className="sr-only">
          {checked === null ? null : (
            <OptionalPart>
              <Suspense fallback={null}>
                <ResultAnnouncement
                  password={checked}
                  blocklist={blocklist}
                  estimate={estimate}
                  breach={breach}
                  stale={stale}
                />
              </Suspense>
            </OptionalPart>
          )}
        </p>
        {checked === null ? (
          <p className="mt-3 text-muted">
            {t`Enter a password and press Check password to see its strength, the eight checks, tips to improve it and an estimated crack time.`}
          </p>
        ) : null}
        <div hidden={checked === null} className={checked === null ? undefined : "mt-4 space-y-6"}>
          {stale ? (
            <p
              className="flex items-start gap-2.5 rounded-ks bg-subtle p-3 text-sm"
              data-testid="checker-stale"
            >
              <PencilLine className="mt-px size-5 shrink-0 text-muted" aria-hidden="true" />
              {t`This result is for the password as it was when you last pressed Check password. Press it again to check your changes.`}
            </p>
          ) : null}
          {breach.status === "off" ? null : (
            <OptionalPart>
              <Suspense fallback={null}>
                <BreachResultNote state={breach} />
              </Suspense>
            </OptionalPart>
          )}
          <div>
            {checked === null ? null : resultOf(checked, keys.checked, true)}
            {ahead === null ? null : resultOf(ahead, keys.ahead, false)}
          </div>
        </div>
      </section>

      <CheckerNote />
    </div>
  );
}
