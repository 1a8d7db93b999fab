// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { createHistoryEntry } from "#core";
import { HistoryList } from "./history-panel";
import { Panel } from "./panel";

afterEach(cleanup);

/** The History panel as the card wires it, over entries that may not render. */
function HistoryPanel({ initial }: { initial: ReturnType<typeof createHistoryEntry>[] }) {
  const [entries, setEntries] = useState(initial);
  const clear = () => setEntries([]);
  return (
    <>
      <p>Rest of the page</p>
      <Panel
        id="history"
        title="Password History"
        closeLabel="Close password history"
        onClose={() => {}}
        recovery={{ label: "Clear History", onAction: clear }}
      >
        <HistoryList entries={entries} disabled={false} incognito={false} onClear={clear} />
      </Panel>
    </>
  );
}

describe("a panel whose contents throw", () => {
  it("keeps the page, says so in the panel, and Clear History shows it again", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    // A timestamp toISOString cannot show, as a forged entry had before the reader bounded it.
    render(<HistoryPanel initial={[createHistoryEntry("Abc123!@#xyz", 1e16)]} />);
    expect(screen.getByText("Rest of the page")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Password History" })).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe(
      "Password History could not be shown. The rest of the page still works.Clear History",
    );
    expect(screen.getByRole("button", { name: "Close password history" })).toBeTruthy();
    expect(console.error).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Clear History" }));
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText(/^No passwords yet/)).toBeTruthy();
  });

  it("offers no action where the panel has none, and still keeps the page", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    function Broken(): never {
      throw new Error("boom");
    }
    render(
      <Panel
        id="privacy"
        title="Privacy Settings"
        closeLabel="Close privacy settings"
        onClose={() => {}}
      >
        <Broken />
      </Panel>,
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "Privacy Settings could not be shown. The rest of the page still works.",
    );
    expect(screen.queryByRole("button", { name: "Clear History" })).toBeNull();
  });
});
