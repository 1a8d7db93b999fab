import { t } from "@lingui/core/macro";

import {
  WIFI_PASSWORD_MAX_LENGTH,
  WIFI_PASSWORD_MIN_LENGTH,
  WIFI_SSID_MAX_BYTES,
  countUtf8Bytes,
  isPrintableAscii,
  type WifiNetwork,
  type WifiProblems,
  type WifiSecurity,
} from "#core/wifi/wifi-network";

/*
 * The WiFi QR card's words for what the engine decides (src/core/wifi/wifi-network.ts), in the
 * page's language: the engine says whether a field is wrong, these say it to the visitor with the
 * engine's limits (docs/decisions/i18n-library.md). In English they are the engine's own words
 * (wifi-texts.test.ts).
 */

/** The security choices of the form, in the engine's order. */
export function wifiSecurityChoices(): ReadonlyArray<{ value: WifiSecurity; label: string }> {
  return [
    { value: "WPA", label: t`WPA2 or WPA3 (most networks)` },
    { value: "SAE", label: t`WPA3 only` },
    { value: "nopass", label: t`None (open network)` },
  ];
}

/** The security as the printed card names it. */
export function wifiSecurityName(security: WifiSecurity): string {
  if (security === "nopass") return t`Open network`;
  return security === "SAE" ? "WPA3" : "WPA2/WPA3";
}

/** What is wrong with the network's fields, where the engine found a problem. */
export function wifiProblemTexts(network: Readonly<WifiNetwork>, problems: WifiProblems) {
  const texts: WifiProblems = {};
  if (problems.ssid !== undefined) {
    const bytes = countUtf8Bytes(network.ssid);
    const max = WIFI_SSID_MAX_BYTES;
    texts.ssid =
      bytes === 0
        ? t`Enter the network name (SSID).`
        : t`A network name is at most ${max} bytes; this one is ${bytes}.`;
  }
  if (problems.password !== undefined) {
    const min = WIFI_PASSWORD_MIN_LENGTH;
    const max = WIFI_PASSWORD_MAX_LENGTH;
    const length = network.password.length;
    texts.password = isPrintableAscii(network.password)
      ? t`A WPA2 or WPA3 password is ${min} to ${max} characters; this one is ${length}.`
      : t`A WPA2 or WPA3 password uses printable ASCII only: letters, digits, spaces and the symbols on a US keyboard.`;
  }
  return texts;
}
