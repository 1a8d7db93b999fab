import { correction, generate, mode } from "lean-qr";

/** A QR code's modules: `size` by `size`, dark where `isDark`. */
export interface QrMatrix {
  size: number;
  isDark: (x: number, y: number) => boolean;
}

/**
 * The QR code of a text (lean-qr, in the browser: nothing is sent anywhere). One byte-mode
 * segment of UTF-8, as phones' WiFi readers expect a network name in any language (segments
 * switched by ECI mid-code lose the rest in some readers). Error correction level M, the usual
 * choice for printed codes: about a seventh of the code can be smudged.
 */
export function encodeQr(text: string): QrMatrix {
  const code = generate(mode.bytes(new TextEncoder().encode(text)), {
    minCorrectionLevel: correction.M,
  });
  return { size: code.size, isDark: (x, y) => code.get(x, y) };
}

/** The dark modules as one SVG path, a unit square each, so the drawing is a single element. */
export function qrPath(matrix: QrMatrix): string {
  const parts: string[] = [];
  for (let y = 0; y < matrix.size; y++) {
    for (let x = 0; x < matrix.size; x++) {
      if (matrix.isDark(x, y)) parts.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  return parts.join("");
}
