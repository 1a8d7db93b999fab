import { t } from "@lingui/core/macro";
import { Printer } from "lucide-react";
import { useId, useMemo, useState } from "react";

import {
  WIFI_PASSWORD_MAX_LENGTH,
  WIFI_PASSWORD_MIN_LENGTH,
  formatWifiQr,
  type WifiNetwork,
} from "#core/wifi/wifi-network";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { SelectField } from "~/components/ui/select-field";
import { PasswordText } from "~/components/password-text";

import { encodeQr, qrPath } from "../lib/qr-code";
import { wifiProblemTexts, wifiSecurityChoices, wifiSecurityName } from "../lib/wifi-texts";

const inputClass =
  "min-h-11 w-full rounded-ks border border-border bg-surface px-3 text-base focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus aria-invalid:border-weak";

/**
 * The WiFi QR card (docs/product-decisions.md, "WiFi QR card"): a network's name, security and
 * password as the `WIFI:` code phones scan to join, drawn here from the engine's text, and a guest
 * card to print. Nothing leaves the browser, and nothing is stored.
 */
export function WifiQrCard({ initialPassword }: { initialPassword: string }) {
  const [network, setNetwork] = useState<WifiNetwork>({
    ssid: "",
    security: "WPA",
    password: initialPassword,
    hidden: false,
  });
  const cardHeadingId = useId();
  const result = formatWifiQr(network);
  // The engine finds the problems; the page's language says them.
  const problems = result.ok ? {} : wifiProblemTexts(network, result.problems);
  const payload = result.ok ? result.payload : null;
  const path = useMemo(() => {
    if (payload === null) return null;
    const matrix = encodeQr(payload);
    return { d: qrPath(matrix), size: matrix.size };
  }, [payload]);
  const min = WIFI_PASSWORD_MIN_LENGTH;
  const max = WIFI_PASSWORD_MAX_LENGTH;
  const ssid = network.ssid;
  // Say what is missing only once something was typed; an empty form is not an error.
  const showSsidProblem = network.ssid !== "" && problems.ssid !== undefined;

  function update(patch: Partial<WifiNetwork>) {
    setNetwork((current) => ({ ...current, ...patch }));
  }

  return (
    <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
      <form className="space-y-4 print:hidden" onSubmit={(event) => event.preventDefault()}>
        <Field
          label={t`Network name (SSID)`}
          description={t`Exactly as your router shows it: capitals and spaces count.`}
          message={showSsidProblem ? problems.ssid : undefined}
          invalid={showSsidProblem}
          messageRole="alert"
        >
          {(control) => (
            <input
              {...control}
              className={inputClass}
              value={network.ssid}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => update({ ssid: event.currentTarget.value })}
            />
          )}
        </Field>
        <SelectField
          label={t`Security`}
          layout="stacked"
          selectClassName={inputClass}
          value={network.security}
          choices={wifiSecurityChoices()}
          onChange={(security) => update({ security })}
        />
        {network.security === "nopass" ? null : (
          <Field
            label={t`WiFi password`}
            description={t`${min} to ${max} printable ASCII characters.`}
            message={problems.password}
            invalid={problems.password !== undefined}
            messageRole="alert"
          >
            {(control) => (
              <input
                {...control}
                className={`${inputClass} font-mono`}
                value={network.password}
                autoComplete="off"
                spellCheck={false}
                autoCapitalize="off"
                data-1p-ignore=""
                data-lpignore="true"
                onChange={(event) => update({ password: event.currentTarget.value })}
              />
            )}
          </Field>
        )}
        <Field label={t`Hidden network (it does not broadcast its name)`} layout="toggle">
          {(control) => (
            <input
              {...control}
              type="checkbox"
              className="size-5 accent-accent"
              checked={network.hidden}
              onChange={(event) => update({ hidden: event.currentTarget.checked })}
            />
          )}
        </Field>
        <p className="text-sm text-muted">
          {t`The code is drawn on this device and nothing is sent or saved. Anyone who can see the code or the printed card can join the network: share it as you would the password.`}
        </p>
      </form>

      <section
        aria-labelledby={cardHeadingId}
        data-print-card=""
        className="space-y-3 rounded-ks border border-border bg-surface p-4 text-center shadow-sm"
      >
        <h3 id={cardHeadingId} className="text-lg font-semibold">
          {ssid === "" ? t`Guest WiFi` : ssid}
        </h3>
        {path ? (
          <svg
            role="img"
            aria-label={t`QR code to join ${ssid}`}
            viewBox={`-4 -4 ${path.size + 8} ${path.size + 8}`}
            className="mx-auto aspect-square w-full max-w-64 rounded-sm bg-white"
            shapeRendering="crispEdges"
          >
            <path d={path.d} fill="#000" />
          </svg>
        ) : (
          <div className="mx-auto grid aspect-square w-full max-w-64 place-items-center rounded-sm border border-dashed border-border p-4 text-sm text-muted">
            {ssid === ""
              ? t`Enter the network name to draw the code.`
              : t`Check the fields to draw the code.`}
          </div>
        )}
        <p className="text-sm text-muted">{t`Scan with your phone’s camera to join.`}</p>
        <dl className="space-y-1 text-sm">
          <div>
            <dt className="inline text-muted">{t`Security:`} </dt>
            <dd className="inline">{wifiSecurityName(network.security)}</dd>
          </div>
          {network.security === "nopass" ? null : (
            <div>
              <dt className="text-muted">{t`Password`}</dt>
              <dd className="text-base break-all">
                <PasswordText value={network.password} />
              </dd>
            </div>
          )}
        </dl>
        <Button
          type="button"
          variant="secondary"
          className="print:hidden"
          disabled={!result.ok}
          onClick={() => window.print()}
        >
          <Printer aria-hidden="true" />
          {t`Print guest card`}
        </Button>
      </section>
    </div>
  );
}
