import { t } from "@lingui/core/macro";
import { AlertCircle, Check } from "lucide-react";
import { memo, useLayoutEffect, useRef } from "react";

import { CopyButton } from "~/components/copy-button";
import { SOURCE_LOCALE } from "~/lib/i18n/locales";
import { i18n } from "~/lib/i18n/runtime";
import { usePrerendering } from "~/lib/prerendering";
import { rateGeneratedPassword } from "#core/strength/generator-rating";
import { ratePassphraseStrength } from "#core/strength/passphrase-strength";

import { TEMPLATE_SAMPLE, outputMark, partMark, templateMark } from "../first-paint/contract";
import { rateOutput } from "../lib/generator-output";
import type { GeneratorMode, GeneratorOutput } from "../lib/generator-state";
import { OUTPUT_CLASSES, formatEntropy } from "../lib/output-markup";
import { outputTexts } from "../lib/output-texts";
import { sayText } from "../lib/ui-text";
import { PassphraseText } from "~/components/passphrase-text";
import { PasswordText } from "~/components/password-text";
import { StrengthMeter } from "./strength-meter";

type MeterProps = Parameters<typeof StrengthMeter>[0];

// Most Generates keep the rating (the same options give the same length and kinds of character),
// so the meter is drawn again only when what it shows changes (docs/product-decisions.md, "Fast
// everywhere").
const MemoStrengthMeter = memo(
  StrengthMeter,
  (before: MeterProps, after: MeterProps) =>
    before.entropyBits === after.entropyBits &&
    before.className === after.className &&
    before.fillWidth === after.fillWidth &&
    before.strength.kind === after.strength.kind &&
    before.strength.score === after.strength.score &&
    before.strength.label === after.strength.label &&
    before.strength.tone === after.strength.tone &&
    before.strength.fill === after.strength.fill,
);

/**
 * The generated password(s), each with a copy button, and the strength of the first (they share
 * options, so they share entropy). Before hydration it shows a stable placeholder: no password
 * is ever made at build time.
 */
export function PasswordOutput({
  output,
  mode = "password",
  onCopied,
}: {
  output: GeneratorOutput;
  /** The card's mode, whose first value the first-paint script draws into the empty output. */
  mode?: GeneratorMode;
  onCopied: (value: string) => void;
}) {
  if (output.kind === "loading") {
    return (
      <div className={OUTPUT_CLASSES.root} {...outputMark}>
        <OutputFrame>
          <p className="text-muted" role="status">
            {sayText(output.message)}
          </p>
        </OutputFrame>
        <MeterPlaceholder />
      </div>
    );
  }
  if (output.kind === "empty") {
    return (
      <div className={OUTPUT_CLASSES.root} {...outputMark}>
        <OutputFrame>
          {/* Held back while the card opens in another mode (first-paint/contract.ts). */}
          <p className="text-muted" {...partMark("output")}>
            {t`Your password appears here.`}
          </p>
        </OutputFrame>
        <MeterPlaceholder />
        <FirstPaintTemplate mode={mode} />
      </div>
    );
  }
  if (output.kind === "error") {
    return (
      <div className={OUTPUT_CLASSES.root} {...outputMark}>
        <OutputFrame>
          <p role="alert" className="flex items-start gap-2 font-medium text-weak">
            <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            {sayText(output.message)}
          </p>
        </OutputFrame>
        <MeterPlaceholder />
      </div>
    );
  }
  const [first, ...rest] = output.values;
  return (
    <div className={OUTPUT_CLASSES.root} {...outputMark}>
      {rest.length === 0 && first !== undefined ? (
        <SinglePassword
          value={first}
          mode={output.mode}
          wordStarts={output.wordStarts?.[0]}
          steadyKey={`${output.mode} ${output.entropyBits}`}
          onCopied={onCopied}
        />
      ) : (
        <ol
          className="space-y-2"
          aria-label={output.mode === "username" ? t`Generated usernames` : t`Generated passwords`}
        >
          {output.values.map((value, index) => (
            <li
              key={`${index}-${value}`}
              className="flex items-center gap-3 rounded-ks border border-border bg-subtle/60 px-3 py-2"
            >
              <span className="w-5 shrink-0 text-right font-mono text-sm text-muted">
                {index + 1}
              </span>
              <span className="min-w-0 flex-1 text-lg" data-testid="password">
                <OutputText
                  value={value}
                  mode={output.mode}
                  wordStarts={output.wordStarts?.[index]}
                />
              </span>
              <CopyButton
                text={value}
                secret={output.mode !== "username"}
                accessibleLabel={copyLabel(output.mode, index + 1)}
                showLabel={false}
                size="icon"
                onCopied={onCopied}
              />
            </li>
          ))}
        </ol>
      )}
      {output.mode === "username" ? (
        <UsernameWorth entropyBits={output.entropyBits} />
      ) : (
        <MemoStrengthMeter strength={rateOutput(output)} entropyBits={output.entropyBits} />
      )}
    </div>
  );
}

/** The name of the copy button of the `number`th of several values. */
function copyLabel(mode: GeneratorMode, number: number): string {
  return mode === "username" ? t`Copy username ${number}` : t`Copy password ${number}`;
}

/**
 * In the meter's place for a username, which is not a secret: its bits say how unlikely a
 * collision or a guess is, not how strong it is (docs/product-decisions.md, "Usernames").
 */
function UsernameWorth({ entropyBits }: { entropyBits: number }) {
  return (
    <div className={OUTPUT_CLASSES.meter}>
      <p className={OUTPUT_CLASSES.meterRow}>
        <span
          className={OUTPUT_CLASSES.muted}
        >{t`Not a secret: keep your password the secret.`}</span>
        <span className={OUTPUT_CLASSES.entropy}>{formatEntropy(entropyBits)}</span>
      </p>
      <div className="h-2" aria-hidden="true" />
    </div>
  );
}

/** One value with its copy button, in the output's frame. */
function SinglePassword({
  value,
  mode,
  wordStarts,
  steadyKey,
  onCopied,
}: {
  value: string;
  mode: GeneratorMode;
  wordStarts?: readonly number[] | undefined;
  /** See OutputFrame; the first-paint template has none. */
  steadyKey?: string;
  onCopied?: (value: string) => void;
}) {
  return (
    <OutputFrame steadyKey={steadyKey}>
      <div className={OUTPUT_CLASSES.single}>
        {/* A paragraph cannot take aria-label (ARIA 1.2 prohibits naming it). */}
        <span className="sr-only">
          {mode === "username" ? t`Generated username:` : t`Generated password:`}
        </span>
        <p className={OUTPUT_CLASSES.password} data-testid="password">
          {/* A memorable password breaks between its groups, not inside a syllable; a
              passphrase only after a separator. */}
          <OutputText value={value} mode={mode} wordStarts={wordStarts} />
        </p>
        <CopyButton
          text={value}
          secret={mode !== "username"}
          accessibleLabel={mode === "username" ? t`Copy username` : t`Copy password`}
          showLabel={false}
          size="icon"
          onCopied={onCopied}
        />
      </div>
    </OutputFrame>
  );
}

/**
 * What the first-paint script fills with the first value (docs/decisions/first-paint-password.md):
 * one value's output in the card's mode as this component renders it, for a sample with one run
 * of each kind of character (a passphrase's as one word), its meter, and the copied icon. Only in
 * the prerendered HTML, where the parser puts it in an inert template: the script removes it
 * before React hydrates, so the browser never renders it.
 */
function FirstPaintTemplate({ mode }: { mode: GeneratorMode }) {
  const prerendering = usePrerendering();
  if (!prerendering) return null;
  return (
    <template
      {...templateMark}
      // A page in another language hands the script its words (lib/output-texts.ts).
      data-texts={i18n.locale === SOURCE_LOCALE ? undefined : JSON.stringify(outputTexts())}
    >
      <SinglePassword
        value={TEMPLATE_SAMPLE}
        mode={mode}
        wordStarts={mode === "passphrase" ? [] : undefined}
      />
      {mode === "username" ? (
        <UsernameWorth entropyBits={0} />
      ) : (
        <StrengthMeter
          strength={
            mode === "passphrase"
              ? ratePassphraseStrength(0)
              : rateGeneratedPassword(TEMPLATE_SAMPLE, 0)
          }
          entropyBits={0}
          fillWidth={false}
        />
      )}
      <Check aria-hidden="true" />
    </template>
  );
}

/** One value of the output: a passphrase wraps only between its words, any other text as ever. */
function OutputText({
  value,
  mode,
  wordStarts,
}: {
  value: string;
  mode: GeneratorMode;
  wordStarts: readonly number[] | undefined;
}) {
  return wordStarts === undefined ? (
    <PasswordText value={value} wrap={mode === "memorable" ? "words" : "anywhere"} />
  ) : (
    <PassphraseText value={value} wordStarts={wordStarts} />
  );
}

/**
 * Holds the strength meter's place until there is a strength to show, so the first password
 * appearing after hydration moves nothing below it (no layout shift; docs/decisions/first-view-budget.md).
 */
function MeterPlaceholder() {
  return (
    <div aria-hidden="true" className="invisible space-y-1.5">
      {/* One line of the meter's text, in no language. */}
      <p className="text-sm">{"\u00a0"}</p>
      <div className="h-2" />
    </div>
  );
}

/**
 * Keeps the frame as tall as the tallest value it has shown at this width since `steadyKey` (the
 * mode and the options' entropy) last changed. Values made with the same options differ in
 * length: a passphrase of six words takes two to five lines on a phone, and without this the
 * Generate button below moved up and down under a finger that taps it again and again, onto the
 * "Generate 5 at once" switch. New options start afresh. Set on the element after React's commit,
 * never in the markup, so hydration and the first-paint script see the frame as rendered.
 */
function useSteadyHeight(steadyKey: string | undefined) {
  const frame = useRef<HTMLDivElement>(null);
  const tallest = useRef({ key: "", width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = frame.current;
    if (element === null || steadyKey === undefined) return;
    const width = element.offsetWidth;
    if (tallest.current.key !== steadyKey || tallest.current.width !== width) {
      element.style.minHeight = "";
      tallest.current = { key: steadyKey, width, height: 0 };
    }
    // With the kept minimum in place, the frame's height is the taller of it and this value's.
    const height = element.offsetHeight;
    if (height > tallest.current.height) {
      tallest.current.height = height;
      element.style.minHeight = `${height}px`;
    }
  });
  return frame;
}

function OutputFrame({
  children,
  steadyKey,
}: {
  children: React.ReactNode;
  /** Holds the frame's height across values with the same key (useSteadyHeight). */
  steadyKey?: string | undefined;
}) {
  const frame = useSteadyHeight(steadyKey);
  return (
    <div ref={frame} className={OUTPUT_CLASSES.frame}>
      {/* Fills the frame and centres its content itself, so its box stays put when the first
          password (up to two lines) replaces the one-line placeholder after hydration: a layout
          shift Lighthouse counted on the landing pages. */}
      <div className={OUTPUT_CLASSES.frameContent}>{children}</div>
    </div>
  );
}
