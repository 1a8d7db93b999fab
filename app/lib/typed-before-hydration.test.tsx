// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { Checkbox } from "~/components/ui/checkbox";
import { NumberInput } from "~/components/ui/number-input";
import { SelectField } from "~/components/ui/select-field";
import { Switch } from "~/components/ui/switch";

import { TYPED_FIELDS_SCRIPT } from "./typed-before-hydration";

const SIZES = [
  { value: "small", label: "Small" },
  { value: "large", label: "Large" },
] as const;

/** A form whose state starts where the prerendered page does, and shows it. */
function Form() {
  const [length, setLength] = useState("16");
  const [symbols, setSymbols] = useState(true);
  const [breach, setBreach] = useState(false);
  const [size, setSize] = useState<"small" | "large">("small");
  return (
    <form>
      <NumberInput aria-label="Length" value={length} onValueChange={setLength} />
      <Checkbox aria-label="Symbols" checked={symbols} onCheckedChange={setSymbols} />
      <Switch aria-label="Breach check" checked={breach} onCheckedChange={setBreach} />
      <SelectField label="Size" value={size} choices={SIZES} onChange={setSize} />
      <output>{`${length} ${String(symbols)} ${String(breach)} ${size}`}</output>
    </form>
  );
}

/** The page as the build prerenders it, with the early script of its <head> run. */
function prerender(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form />);
  document.body.append(container);
  new Function(TYPED_FIELDS_SCRIPT)();
  return container;
}

/** What the visitor does to a control before React is there: the DOM changes, an input event. */
function use(element: HTMLElement, change: () => void) {
  change();
  element.dispatchEvent(new Event("input", { bubbles: true }));
  element.dispatchEvent(new Event("change", { bubbles: true }));
}

const field = <T extends HTMLElement>(name: string) => screen.getByLabelText<T>(name);

beforeEach(() => Reflect.deleteProperty(window, "__keysmithTypedFields"));
afterEach(cleanup);

describe("useTypedBeforeHydration, through the controls that use it", () => {
  it("makes what the visitor typed, ticked and chose before hydration the state", async () => {
    const container = prerender();
    use(field<HTMLInputElement>("Length"), () => (field<HTMLInputElement>("Length").value = "24"));
    use(field("Symbols"), () => field<HTMLInputElement>("Symbols").click());
    use(field("Breach check"), () => field<HTMLInputElement>("Breach check").click());
    use(field("Size"), () => (field<HTMLSelectElement>("Size").value = "large"));
    await act(async () => render(<Form />, { container, hydrate: true }));
    expect(container.querySelector("output")?.textContent).toBe("24 false true large");
    // And the controls still show it after that render.
    expect(field<HTMLInputElement>("Length").value).toBe("24");
    expect(field<HTMLInputElement>("Symbols").checked).toBe(false);
    expect(field<HTMLInputElement>("Breach check").checked).toBe(true);
    expect(field<HTMLSelectElement>("Size").value).toBe("large");
  });

  it("leaves the state alone where the visitor did nothing, whatever the control shows", async () => {
    const container = prerender();
    // Changed by something else than the visitor (a browser restoring a form, say): no input event.
    field<HTMLInputElement>("Length").value = "99";
    field<HTMLSelectElement>("Size").value = "large";
    await act(async () => render(<Form />, { container, hydrate: true }));
    expect(container.querySelector("output")?.textContent).toBe("16 true false small");
  });

  it("takes nothing over when the early script never ran", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    use(field("Symbols"), () => field<HTMLInputElement>("Symbols").click());
    await act(async () => render(<Form />, { container, hydrate: true }));
    expect(container.querySelector("output")?.textContent).toBe("16 true false small");
  });
});
