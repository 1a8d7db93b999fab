/*
 * A WiFi network as the "WIFI:" QR code that phones read to join it (ZXing's format, which
 * Android and iOS cameras understand): `WIFI:T:WPA;S:<name>;P:<password>;;`, with `\ ; , : "`
 * escaped by a backslash in the name and the password. Pure text: the site draws the
 * code, nothing is sent anywhere.
 */

/** How the network is secured, as the QR code's `T:` field says it. */
export type WifiSecurity = "WPA" | "SAE" | "nopass";

export const WIFI_SECURITY_OPTIONS: ReadonlyArray<{ value: WifiSecurity; label: string }> =
  Object.freeze([
    { value: "WPA", label: "WPA2 or WPA3 (most networks)" },
    { value: "SAE", label: "WPA3 only" },
    { value: "nopass", label: "None (open network)" },
  ]);

/** IEEE 802.11: a network name is 1 to 32 bytes. */
export const WIFI_SSID_MAX_BYTES = 32;
/** WPA2 and WPA3 passphrases are 8 to 63 printable ASCII characters (IEEE 802.11i). */
export const WIFI_PASSWORD_MIN_LENGTH = 8;
export const WIFI_PASSWORD_MAX_LENGTH = 63;

export interface WifiNetwork {
  ssid: string;
  security: WifiSecurity;
  password: string;
  /** A network that does not broadcast its name. */
  hidden: boolean;
}

export type WifiProblems = Partial<Record<"ssid" | "password", string>>;

export type WifiQrResult = { ok: true; payload: string } | { ok: false; problems: WifiProblems };

const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** Whether a text is printable ASCII only (space to tilde), as WPA2/WPA3 passphrases must be. */
export function isPrintableAscii(text: string): boolean {
  return PRINTABLE_ASCII.test(text);
}

/** Whether a password can be a WPA2/WPA3 passphrase: 8 to 63 printable ASCII characters. */
export function isWifiPassword(password: string): boolean {
  return (
    password.length >= WIFI_PASSWORD_MIN_LENGTH &&
    password.length <= WIFI_PASSWORD_MAX_LENGTH &&
    PRINTABLE_ASCII.test(password)
  );
}

/** UTF-8 bytes of a text, counted without an encoder (the engine has no Web APIs). */
export function countUtf8Bytes(text: string): number {
  let bytes = 0;
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Backslash before each character the format reserves: `\ ; , : "`. */
export function escapeWifiField(text: string): string {
  return text.replace(/[\\;,:"]/g, (character) => `\\${character}`);
}

/** What is wrong with a network's fields, in words a person can act on; none when it is fine. */
export function checkWifiNetwork(network: Readonly<WifiNetwork>): WifiProblems {
  const problems: WifiProblems = {};
  const ssidBytes = countUtf8Bytes(network.ssid);
  if (ssidBytes === 0) problems.ssid = "Enter the network name (SSID).";
  else if (ssidBytes > WIFI_SSID_MAX_BYTES) {
    problems.ssid = `A network name is at most ${WIFI_SSID_MAX_BYTES} bytes; this one is ${ssidBytes}.`;
  }
  if (network.security !== "nopass" && !isWifiPassword(network.password)) {
    problems.password = PRINTABLE_ASCII.test(network.password)
      ? `A WPA2 or WPA3 password is ${WIFI_PASSWORD_MIN_LENGTH} to ${WIFI_PASSWORD_MAX_LENGTH} characters; this one is ${network.password.length}.`
      : "A WPA2 or WPA3 password uses printable ASCII only: letters, digits, spaces and the symbols on a US keyboard.";
  }
  return problems;
}

/** The text of the network's QR code, or what stops it. */
export function formatWifiQr(network: Readonly<WifiNetwork>): WifiQrResult {
  const problems = checkWifiNetwork(network);
  if (problems.ssid !== undefined || problems.password !== undefined) {
    return { ok: false, problems };
  }
  const fields = [`T:${network.security}`, `S:${escapeWifiField(network.ssid)}`];
  if (network.security !== "nopass") fields.push(`P:${escapeWifiField(network.password)}`);
  if (network.hidden) fields.push("H:true");
  return { ok: true, payload: `WIFI:${fields.join(";")};;` };
}
