import { useGeneratorOptions } from "../generator-context";
import { MemorableOptionsForm } from "./memorable-options-form";
import { PassphraseOptionsForm } from "./passphrase-options-form";
import { PasswordOptionsForm } from "./password-options-form";
import { PinOptionsForm } from "./pin-options-form";
import { UsernameOptionsForm } from "./username-options-form";

/** The options form of the mode the card is in: one case for each mode. */
export function ModeOptionsForm() {
  const { generator } = useGeneratorOptions();
  const { run, state } = generator;
  switch (state.mode) {
    case "password":
      return (
        <PasswordOptionsForm
          options={state.options}
          onChange={(patch) => run({ type: "passwordOptions", patch })}
          siteRules={state.siteRules}
          onRulesLengthChange={(length) => run({ type: "rulesLength", length })}
        />
      );
    case "passphrase":
      return (
        <PassphraseOptionsForm
          options={state.passphraseOptions}
          onChange={(patch) => run({ type: "passphraseOptions", patch })}
        />
      );
    case "memorable":
      return (
        <MemorableOptionsForm
          options={state.modeOptions.memorable}
          onChange={(memorable) => run({ type: "modeOptions", patch: { memorable } })}
        />
      );
    case "pin":
      return (
        <PinOptionsForm
          options={state.modeOptions.pin}
          onChange={(pin) => run({ type: "modeOptions", patch: { pin } })}
        />
      );
    case "username":
      return (
        <UsernameOptionsForm
          options={state.modeOptions.username}
          onChange={(username) => run({ type: "modeOptions", patch: { username } })}
        />
      );
    default: {
      const unknown: never = state.mode;
      throw new Error(`Unknown generator mode: ${String(unknown)}`);
    }
  }
}
