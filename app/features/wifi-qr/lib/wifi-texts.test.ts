import { describe, expect, it } from "vitest";

import { WIFI_SECURITY_OPTIONS, checkWifiNetwork, type WifiNetwork } from "#core/wifi/wifi-network";

import { wifiProblemTexts, wifiSecurityChoices } from "./wifi-texts";

const network: WifiNetwork = {
  ssid: "Home",
  security: "WPA",
  password: "correct-horse",
  hidden: false,
};

describe("the WiFi QR card's words", () => {
  it("say in English exactly what the engine says of each problem", () => {
    for (const patch of [
      { ssid: "" },
      { ssid: "日".repeat(11) },
      { password: "short" },
      { password: "x".repeat(64) },
      { password: "pässword" },
      { ssid: "", password: "" },
      {},
    ]) {
      const wrong = { ...network, ...patch };
      const problems = checkWifiNetwork(wrong);
      expect(wifiProblemTexts(wrong, problems)).toEqual(problems);
    }
  });

  it("offer the engine's security choices, with its labels in English", () => {
    expect(wifiSecurityChoices()).toEqual(WIFI_SECURITY_OPTIONS);
  });
});
