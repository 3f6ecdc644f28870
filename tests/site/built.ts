import { buildSite } from "../../scripts/build.js";
import { buildIsCurrent } from "../../scripts/build-current.js";

/**
 * Builds the site into `dist` unless it already holds a build of the current sources (then nothing
 * is done: the checks read `dist`, not the compiled server). A build running meanwhile is waited for.
 */
export default async function setup() {
  if (!(await buildIsCurrent())) await buildSite({ unlessCurrent: true });
}
