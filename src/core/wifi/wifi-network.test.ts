import { describe, expect, it } from "vitest";

import {
  checkWifiNetwork,
  countUtf8Bytes,
  escapeWifiField,
  formatWifiQr,
  isWifiPassword,
} from "./wifi-network";

const network = {
  ssid: "Home",
  security: "WPA" as const,
  password: "correct horse",
  hidden: false,
};

describe("formatWifiQr", () => {
  it("writes the standard form", () => {
    expect(formatWifiQr(network)).toEqual({
      ok: true,
      payload: "WIFI:T:WPA;S:Home;P:correct horse;;",
    });
  });

  it('escapes \\ ; , : and " in the name and the password', () => {
    expect(escapeWifiField('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    const result = formatWifiQr({ ...network, ssid: "A;B", password: 'p:w"d,1234\\' });
    expect(result).toEqual({ ok: true, payload: 'WIFI:T:WPA;S:A\\;B;P:p\\:w\\"d\\,1234\\\\;;' });
  });

  it("marks a hidden network, names WPA3-only networks SAE and omits the password of an open one", () => {
    expect(formatWifiQr({ ...network, hidden: true })).toEqual({
      ok: true,
      payload: "WIFI:T:WPA;S:Home;P:correct horse;H:true;;",
    });
    expect(formatWifiQr({ ...network, security: "SAE" })).toEqual({
      ok: true,
      payload: "WIFI:T:SAE;S:Home;P:correct horse;;",
    });
    expect(formatWifiQr({ ...network, security: "nopass", password: "" })).toEqual({
      ok: true,
      payload: "WIFI:T:nopass;S:Home;;",
    });
  });

  it("refuses what a router would refuse, saying why", () => {
    expect(formatWifiQr({ ...network, ssid: "" })).toEqual({
      ok: false,
      problems: { ssid: "Enter the network name (SSID)." },
    });
    expect(checkWifiNetwork({ ...network, ssid: "日".repeat(11) }).ssid).toBe(
      "A network name is at most 32 bytes; this one is 33.",
    );
    expect(checkWifiNetwork({ ...network, password: "short" }).password).toBe(
      "A WPA2 or WPA3 password is 8 to 63 characters; this one is 5.",
    );
    expect(checkWifiNetwork({ ...network, password: "pässword" }).password).toMatch(
      /printable ASCII only/,
    );
  });
});

describe("isWifiPassword", () => {
  it("takes 8 to 63 printable ASCII characters, spaces included", () => {
    expect(isWifiPassword("a".repeat(7))).toBe(false);
    expect(isWifiPassword("a b c d ")).toBe(true);
    expect(isWifiPassword("a".repeat(63))).toBe(true);
    expect(isWifiPassword("a".repeat(64))).toBe(false);
    expect(isWifiPassword("abcdefg\u00e9")).toBe(false);
    expect(isWifiPassword("abcdefg\t")).toBe(false);
  });
});

describe("countUtf8Bytes", () => {
  it("counts one to four bytes a character", () => {
    expect(countUtf8Bytes("a")).toBe(1);
    expect(countUtf8Bytes("é")).toBe(2);
    expect(countUtf8Bytes("日")).toBe(3);
    expect(countUtf8Bytes("😀")).toBe(4);
  });
});
