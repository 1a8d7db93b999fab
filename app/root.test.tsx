// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, data, useRouteError } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

import { ErrorBoundary } from "./root";

afterEach(cleanup);

function renderRoute(route: { loader?: () => unknown; Component?: () => null }) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: route.Component ?? (() => null),
      loader: route.loader ?? (() => null),
      ErrorBoundary: () => <ErrorBoundaryHost />,
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

function ErrorBoundaryHost() {
  const error = useRouteError();
  return <ErrorBoundary error={error} params={{}} loaderData={undefined} actionData={undefined} />;
}

describe("root error boundary", () => {
  it("shows the render error message when a page throws while rendering", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderRoute({
      Component: () => {
        throw new Error("boom");
      },
    });
    expect(
      await screen.findByRole("heading", {
        name: "Something went wrong. Please refresh the page.",
      }),
    ).toBeTruthy();
  });

  it("shows the router error message for a failed route response", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderRoute({
      loader: () => {
        throw data("down", { status: 503, statusText: "Service Unavailable" });
      },
    });
    expect(
      await screen.findByRole("heading", { name: "Unexpected Application Error!" }),
    ).toBeTruthy();
    expect(screen.getByText("503 Service Unavailable")).toBeTruthy();
  });

  it("shows the not-found page for a 404 route response", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderRoute({
      loader: () => {
        throw data(null, { status: 404, statusText: "Not Found" });
      },
    });
    expect(await screen.findByRole("heading", { name: "Page Not Found" })).toBeTruthy();
  });
});
