/**
 * zxcvbn-ts's common dictionaries and keyboard graphs, as the estimator loads them: a chunk of its
 * own (`estimator-zxcvbn-common-*`), asked for beside the English dictionaries, not before them.
 * The list itself stays in the chunk the blocklist's worker shares.
 */
export { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";
