import { widget } from "../shared/widget-definition.ts";
import { CinemaPlanner } from "./CinemaPlanner.tsx";

/**
 * `<cinema-planner copy="{…}" example="{…}" packages="[…]">`: a visitor's room designed to scale,
 * rendered in the page (built with the worked example) and styled by the site.
 */
export const cinemaPlanner = widget({
  tag: "cinema-planner",
  Component: CinemaPlanner,
  props: {
    copy: "json",
    example: "json",
    packages: "json",
    form: "string",
    requestHref: "string",
    seatView: "json",
  },
});
