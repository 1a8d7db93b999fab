import fc from "fast-check";
import jsQR from "jsqr";
import { describe, expect, it } from "vitest";

import { countUtf8Bytes, formatWifiQr } from "#core/wifi/wifi-network";
import { encodeQr, type QrMatrix } from "./qr-code";

/** The code as a camera would see it: black on white, 4 pixels a module, a 4-module margin. */
function rasterize(matrix: QrMatrix): { data: Uint8ClampedArray; width: number } {
  const scale = 4;
  const margin = 4;
  const width = (matrix.size + 2 * margin) * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (!matrix.isDark(x, y)) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const offset = (((y + margin) * scale + dy) * width + (x + margin) * scale + dx) * 4;
          data.fill(0, offset, offset + 3);
        }
      }
    }
  }
  return { data, width };
}

function decode(text: string): string | undefined {
  const { data, width } = rasterize(encodeQr(text));
  return jsQR(data, width, width)?.data;
}

describe("a WiFi QR code read back by a decoder", () => {
  it("holds the exact text, every reserved character escaped", () => {
    const network = {
      ssid: 'Café "G"; 2, r\\3: e',
      security: "WPA" as const,
      password: 'p\\a;s,s:w"o rd!',
      hidden: false,
    };
    const result = formatWifiQr(network);
    if (!result.ok) throw new Error("expected a payload");
    expect(result.payload).toBe(
      'WIFI:T:WPA;S:Café \\"G\\"\\; 2\\, r\\\\3\\: e;P:p\\\\a\\;s\\,s\\:w\\"o rd!;;',
    );
    expect(decode(result.payload)).toBe(result.payload);
  });

  it("round-trips any valid name and password", () => {
    const printable = fc.constantFrom(..."abcXYZ019 \\;,:\"'!@#$%^&*()-_=+[]{}|<>?/~`.".split(""));
    const anyScript = fc.constantFrom(...'aZ9 ;,:\\"éü日😀'.split(/(?:)/u));
    fc.assert(
      fc.property(
        fc
          .string({ unit: fc.oneof(printable, anyScript), minLength: 1, maxLength: 32 })
          .filter((ssid) => countUtf8Bytes(ssid) <= 32),
        fc.string({ unit: printable, minLength: 8, maxLength: 63 }),
        fc.boolean(),
        (ssid, password, hidden) => {
          const result = formatWifiQr({ ssid, security: "WPA", password, hidden });
          if (!result.ok) throw new Error(JSON.stringify(result.problems));
          expect(decode(result.payload)).toBe(result.payload);
        },
      ),
      { numRuns: 60 },
    );
  });
});
