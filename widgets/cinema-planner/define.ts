import { defineElement } from "../shared/define-element.tsx";
import { cinemaPlanner } from "./widget.ts";

defineElement(cinemaPlanner);

declare global {
  interface HTMLElementTagNameMap {
    "cinema-planner": HTMLElement;
  }
}
