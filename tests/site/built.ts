import { buildSite } from "../../scripts/build.js";
import { buildIsCurrent } from "../../scripts/build-current.js";

/** Builds the site into `dist` unless it already holds a build of the current sources. */
export default async function setup() {
  if (!(await buildIsCurrent())) await buildSite();
}
