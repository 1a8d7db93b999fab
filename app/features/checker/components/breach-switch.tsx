import { Field } from "~/components/ui/field";
import { Switch } from "~/components/ui/switch";
import { BREACH_API_URL, breachServiceName } from "~/lib/breach-api";

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
  return (
    <div className="mt-4 border-t border-border pt-4">
      <Field
        label="Also check known data breaches"
        layout="toggle"
        description={
          <>
            Off by default. When on, Check password sends the first 5 characters of the
            password&rsquo;s SHA-1 hash, never the password or the rest of the hash, to{" "}
            {breachServiceName(BREACH_API_URL)}, which also sees your IP address. The answer lists
            hundreds of hashes that start the same way; this page looks for yours among them.
            {notRemembered === "incognito"
              ? " Incognito mode is on, so this choice is not remembered."
              : notRemembered === "unavailable"
                ? " This browser is not letting Keysmith save settings, so this choice lasts only until you leave the page."
                : null}
          </>
        }
      >
        {(field) => <Switch {...field} checked={on} onCheckedChange={onChange} />}
      </Field>
    </div>
  );
}
