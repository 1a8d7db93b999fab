/**
 * The WiFi QR feature's public entry (docs/style.md, "Boundaries"): how the generator hands it a
 * password.
 */
export { WIFI_QR_SECTION_ID } from "./lib/wifi-handoff";
export { WifiHandoffProvider, useWifiHandoff } from "./wifi-handoff-provider";
