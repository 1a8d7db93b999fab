import { paintFirstPassword } from "./paint-first-password";
import { runFirstPaint } from "./run-first-paint";

// The entry of the inline first-paint script of the home page and the landing pages made for
// passwords (scripts/first-paint.mjs); the pages made for another mode have theirs in doors/.
runFirstPaint(paintFirstPassword);
