// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from "vitest";

import {
  SCROLL_POSITIONS_KEY,
  dropMalformedScrollPositions,
  isScrollPositions,
} from "./scroll-positions";

beforeEach(() => sessionStorage.clear());

describe("the stored scroll positions (React Router)", () => {
  it.each(["{}", '{"default":0,"abc123":1520.5}', '{"__proto__":3}'])(
    "keeps %s, the shape React Router writes",
    (raw) => {
      sessionStorage.setItem(SCROLL_POSITIONS_KEY, raw);
      dropMalformedScrollPositions();
      expect(sessionStorage.getItem(SCROLL_POSITIONS_KEY)).toBe(raw);
    },
  );

  it.each([
    "1",
    '"x"',
    "true",
    "null",
    "[1]",
    '{"a":"x"}',
    '{"a":null}',
    '{"a":1e999}',
    "not json",
    "",
    `{"a":${"1".repeat(100_001)}}`,
  ])("drops %s, which would break or mislead every navigation", (raw) => {
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, raw);
    expect(isScrollPositions(raw)).toBe(false);
    dropMalformedScrollPositions();
    expect(sessionStorage.getItem(SCROLL_POSITIONS_KEY)).toBeNull();
  });

  it("leaves an absent entry absent", () => {
    dropMalformedScrollPositions();
    expect(sessionStorage.getItem(SCROLL_POSITIONS_KEY)).toBeNull();
  });
});
