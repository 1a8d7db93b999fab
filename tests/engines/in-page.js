// Runs inside the page under test, after @testing-library/dom's browser build has defined
// `TestingLibraryDom`: finds elements by role, label or text the way a person (or a screen
// reader) names them, with the same rules in every engine, and keeps the errors the page
// reports from then on. The engine drivers load it into each new document (tests/engines/driver.ts).
(() => {
  if (window.__keysmith) return;
  const dom = window.TestingLibraryDom;

  function textMatch(match) {
    if (match === undefined || match === null) return undefined;
    return typeof match === "string" ? match : new RegExp(match.source, match.flags);
  }

  function stepMatches(scope, step) {
    switch (step.by) {
      case "role":
        return dom.queryAllByRole(scope, step.role, {
          name: textMatch(step.name),
          level: step.level,
        });
      case "label":
        return dom.queryAllByLabelText(scope, textMatch(step.text));
      case "text":
        return dom.queryAllByText(scope, textMatch(step.text));
      case "testId":
        return dom.queryAllByTestId(scope, step.id);
      case "busy":
        return Array.from(scope.querySelectorAll('[aria-busy="true"]'));
      default:
        throw new Error(`unknown step ${JSON.stringify(step)}`);
    }
  }

  function findAll(steps) {
    let found = [document.body];
    for (const step of steps) {
      const next = [];
      for (const scope of found) {
        for (const element of stepMatches(scope, step)) {
          if (!next.includes(element)) next.push(element);
        }
      }
      found = step.nth === undefined ? next : next.slice(step.nth).slice(0, 1);
    }
    return found;
  }

  function visible(element) {
    if (typeof element.checkVisibility === "function") {
      return element.checkVisibility({ visibilityProperty: true });
    }
    return element.getClientRects().length > 0;
  }

  function state(steps, attributes) {
    const all = findAll(steps);
    const element = all[0];
    if (!element) return { count: 0 };
    return {
      count: all.length,
      visible: visible(element),
      text: element.textContent ?? "",
      value: "value" in element ? String(element.value) : null,
      checked:
        "checked" in element && element.type !== "button"
          ? Boolean(element.checked)
          : element.getAttribute("aria-checked") === "true",
      disabled: Boolean(element.disabled) || element.getAttribute("aria-disabled") === "true",
      focused: document.activeElement === element,
      attributes: Object.fromEntries(attributes.map((name) => [name, element.getAttribute(name)])),
    };
  }

  const errors = [];
  window.addEventListener("error", (event) => errors.push(`error: ${event.message}`));
  window.addEventListener("unhandledrejection", (event) =>
    errors.push(`unhandled rejection: ${String(event.reason)}`),
  );
  const consoleError = console.error.bind(console);
  console.error = (...parts) => {
    errors.push(`console.error: ${parts.map(String).join(" ")}`);
    consoleError(...parts);
  };

  window.__keysmith = {
    find: (steps) => findAll(steps)[0] ?? null,
    state,
    takeErrors: () => errors.splice(0),
  };
})();
