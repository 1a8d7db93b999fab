// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { renderProse } from "~/lib/prose.server";

import { StaticProse } from "./static-prose";

function Where() {
  const location = useLocation();
  return <p>{`Now at ${location.pathname}${location.hash}`}</p>;
}

const PROSE = renderProse(
  <>
    <h2>Your rights</h2>
    <p>
      Read the <a href="/terms#liability">terms</a>, the <a href="#rights">rights below</a>, the{" "}
      <a href="https://www.eff.org/dice">EFF list</a>, or{" "}
      <a href="/downloads/keysmith.mjs" download>
        the tool
      </a>
      .
    </p>
  </>,
);

function renderPage() {
  return render(
    <MemoryRouter initialEntries={["/privacy"]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <StaticProse className="prose-ks" html={PROSE} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe("StaticProse", () => {
  it("shows the prerendered prose as it is", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 2, name: "Your rights" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "terms" }).getAttribute("href")).toBe(
      "/terms#liability",
    );
  });

  it("follows a link to another page of the site within the app", () => {
    renderPage();
    const link = screen.getByRole("link", { name: "terms" });
    const followed = fireEvent.click(link);
    expect(followed).toBe(false);
    expect(screen.getByText("Now at /terms#liability")).toBeTruthy();
  });

  it("leaves other origins, downloads, same-page jumps and modified clicks to the browser", () => {
    renderPage();
    for (const name of ["EFF list", "the tool", "rights below"]) {
      expect(fireEvent.click(screen.getByRole("link", { name })), name).toBe(true);
    }
    expect(fireEvent.click(screen.getByRole("link", { name: "terms" }), { ctrlKey: true })).toBe(
      true,
    );
    expect(fireEvent.click(screen.getByRole("link", { name: "terms" }), { button: 1 })).toBe(true);
    expect(screen.getByText("Now at /privacy")).toBeTruthy();
  });
});
