import { readFileSync } from "node:fs";

export interface Budget {
  html: number;
  css: number;
  jsBeforeInteraction: number;
  jsAllWidgets: number;
  jsReturningVisit: number;
  fonts: number;
  imagesFirstView: number;
  images: number;
}
/** The bench's byte budgets: a default, and the pages that differ from it. */
export const budgets = JSON.parse(
  readFileSync("bench/budgets.json", "utf8"),
) as typeof import("../bench/budgets.json");
export const budgetFor = (route: string): Budget => ({
  ...budgets.default,
  ...(budgets.pages as Record<string, Partial<Budget>>)[route],
});
