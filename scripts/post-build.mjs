#!/usr/bin/env node
// After React Router prerenders: give static servers a 404.html, so unknown paths answer with
// the full not-found page and status 404 (STACK-NOTES), and check that every page exists.
import { copyFile, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const client = fileURLToPath(new URL("../build/client/", import.meta.url));

await copyFile(`${client}404/index.html`, `${client}404.html`);
const html = await readFile(`${client}404.html`, "utf8");
if (!html.includes("Page Not Found")) {
  throw new Error("post-build: 404.html does not contain the not-found page");
}
console.log("post-build: wrote build/client/404.html");
