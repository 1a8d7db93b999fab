import { ensureConfiguredBuild } from "./configured-build";

/** Once before the engines' files: the configured build the breach journey serves. */
export default function setup(): void {
  if (ensureConfiguredBuild())
    console.log("engines: built build-configured/ for the breach journey");
  else console.log("engines: reusing build-configured/ for the breach journey");
}
