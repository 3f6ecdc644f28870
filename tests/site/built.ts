import { buildSite } from "../../scripts/build.js";

/** Builds the site into `dist` unless it already holds a build of the current sources. */
export default async function setup() {
  await buildSite({ unlessCurrent: true });
}
