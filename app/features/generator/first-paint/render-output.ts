import type { GeneratorRating } from "#core/strength/generator-rating";
import { buttonVariants } from "~/components/ui/button-variants";

import {
  COPY_PASSWORD_LABEL,
  OUTPUT_CLASSES,
  SINGLE_PASSWORD_LABEL,
  formatEntropy,
  meterValueText,
  scoreSuffix,
  strengthBarClass,
  strengthLabelClass,
} from "../lib/output-markup";
import { PASSWORD_TEXT_CLASSES, RUN_CLASSES, splitPasswordRuns } from "~/lib/password-runs";

/*
 * The card's output for one password, built with DOM calls (no HTML parsing, so nothing here
 * needs a Trusted Types policy), node for node what PasswordOutput and StrengthMeter render:
 * React hydrates this DOM as its own. first-paint.test.tsx hydrates it and fails on any
 * difference, attributes included.
 */

type Child = Node | string;

function h(tag: string, attributes: Record<string, string>, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  // One text node per string, as React makes one per JSX text child.
  for (const child of children) {
    element.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return element;
}

const SVG = "http://www.w3.org/2000/svg";

function svgElement(tag: string, attributes: Record<string, string>): SVGElement {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** A lucide-react icon as it renders with `aria-hidden="true"`. */
function lucideIcon(name: string, ...children: SVGElement[]): SVGElement {
  const svg = svgElement("svg", {
    xmlns: SVG,
    width: "24",
    height: "24",
    viewBox: "0 0 24 24",
    fill: "none",
    stroke: "currentColor",
    "stroke-width": "2",
    "stroke-linecap": "round",
    "stroke-linejoin": "round",
    class: `lucide lucide-${name}`,
    "aria-hidden": "true",
  });
  svg.append(...children);
  return svg;
}

/** The copy button's icon (lucide's Copy). */
export function copyIcon(): SVGElement {
  return lucideIcon(
    "copy",
    svgElement("rect", { width: "14", height: "14", x: "8", y: "8", rx: "2", ry: "2" }),
    svgElement("path", { d: "M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2" }),
  );
}

/** The copy button's icon once copied (lucide's Check). */
export function checkIcon(): SVGElement {
  return lucideIcon("check", svgElement("path", { d: "M20 6 9 17l-5-5" }));
}

/** PasswordText: one span per run of letters, digits, symbols or spaces. */
function passwordText(value: string): HTMLElement {
  const runs = splitPasswordRuns(value).map((run) => {
    const runClass = RUN_CLASSES[run.kind];
    return runClass === null
      ? h("span", {}, run.text)
      : h("span", { "data-kind": run.kind, class: runClass }, run.text);
  });
  return h("span", { dir: "ltr", class: PASSWORD_TEXT_CLASSES.anywhere }, ...runs);
}

export interface RenderedOutput {
  copyButton: HTMLElement;
  /** The element that holds the password's text. */
  text: HTMLElement;
}

/**
 * Replaces the children of the output's root (`[data-output]`) with one password, its copy
 * button and its strength meter.
 */
export function renderPasswordOutput(
  root: Element,
  password: string,
  entropyBits: number,
  rating: GeneratorRating,
): RenderedOutput {
  const copyButton = h(
    "button",
    {
      class: buttonVariants({ variant: "secondary", size: "icon" }),
      type: "button",
      "aria-label": COPY_PASSWORD_LABEL,
    },
    copyIcon(),
  );
  const text = h(
    "p",
    { class: OUTPUT_CLASSES.password, "data-testid": "password" },
    passwordText(password),
  );
  const frame = h(
    "div",
    { class: OUTPUT_CLASSES.frame },
    h(
      "div",
      { class: OUTPUT_CLASSES.frameContent },
      h(
        "div",
        { class: OUTPUT_CLASSES.single },
        h("span", { class: "sr-only" }, SINGLE_PASSWORD_LABEL),
        text,
        copyButton,
      ),
    ),
  );
  const percent = Math.round(rating.fill * 100);
  // As React serialises `style={{ width }}`, to the character.
  const fill = h("div", { class: strengthBarClass(rating.tone), style: `width:${percent}%` });
  const meter = h(
    "div",
    { class: OUTPUT_CLASSES.meter, "data-testid": "strength" },
    h(
      "div",
      { class: OUTPUT_CLASSES.meterRow },
      h(
        "p",
        {},
        h("span", { class: OUTPUT_CLASSES.muted }, "Strength: "),
        h(
          "span",
          { class: strengthLabelClass(rating.tone), "data-testid": "strength-label" },
          rating.label,
        ),
        h("span", { class: OUTPUT_CLASSES.muted }, scoreSuffix(rating.score)),
      ),
      h(
        "p",
        { class: OUTPUT_CLASSES.entropy, "data-testid": "entropy" },
        formatEntropy(entropyBits),
      ),
    ),
    h(
      "div",
      {
        class: OUTPUT_CLASSES.bar,
        role: "meter",
        "aria-label": "Password strength",
        "aria-valuemin": "0",
        "aria-valuemax": "100",
        "aria-valuenow": String(percent),
        "aria-valuetext": meterValueText(rating.label, entropyBits),
      },
      fill,
    ),
  );
  root.replaceChildren(frame, meter);
  return { copyButton, text };
}
