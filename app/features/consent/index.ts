/**
 * The consent feature's public entry (docs/style.md, "Boundaries"): what the ads feature needs to
 * show its sandboxed frame once the visitor allows it, and nothing else.
 */
export { isFrameMounted, useThirdPartyFrame } from "./frame-loader";
export { useThirdPartyAllowed } from "./privacy-signals";
export { AD_FRAME_PATH, FRAME_SANDBOX } from "./third-party-frames";
