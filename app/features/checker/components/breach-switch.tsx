import { t } from "@lingui/core/macro";

import { Field } from "~/components/ui/field";
import { Switch } from "~/components/ui/switch";
import { BREACH_API_URL } from "~/lib/breach-api";

import { breachService } from "../lib/checker-texts";

/**
 * The opt-in breach check's switch, off by default, saying before it is turned on exactly what
 * leaves the device when it is on (docs/decisions/breach-check.md).
 */
export function BreachSwitch({
  on,
  onChange,
  notRemembered,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
  notRemembered: "incognito" | "unavailable" | null;
}) {
  const service = breachService(BREACH_API_URL);
  return (
    <div className="mt-4 border-t border-border pt-4">
      <Field
        label={t`Also check known data breaches`}
        layout="toggle"
        description={
          <>
            {t`Off by default. When on, Check password sends the first 5 characters of the password’s SHA-1 hash, never the password or the rest of the hash, to ${service}, which also sees your IP address. The answer lists hundreds of hashes that start the same way; this page looks for yours among them.`}
            {notRemembered === "incognito"
              ? ` ${t`Incognito mode is on, so this choice is not remembered.`}`
              : notRemembered === "unavailable"
                ? ` ${t`This browser is not letting Keysmith save settings, so this choice lasts only until you leave the page.`}`
                : null}
          </>
        }
      >
        {(field) => <Switch {...field} checked={on} onCheckedChange={onChange} />}
      </Field>
    </div>
  );
}
