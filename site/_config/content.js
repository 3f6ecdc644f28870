// @ts-check
import { existsSync } from "node:fs";
import path from "node:path";
import { check, schemas } from "./schema.js";

const dataDir = path.resolve("site/_data");

/**
 * Returns a data file's content once it matches its schema; files outside `site/_data/` and
 * directory data files pass through unchanged.
 * @param {string} filePath
 * @param {unknown} data
 */
export function checkDataFile(filePath, data) {
  const absolute = path.resolve(filePath);
  if (path.dirname(absolute) !== dataDir) return data;
  const key = /** @type {keyof typeof schemas} */ (path.basename(absolute, ".json"));
  const schema = schemas[key];
  if (!schema) return data;
  return check(path.relative(process.cwd(), absolute), schema, data);
}

/**
 * Throws, naming the file, when a data file that pages rely on is missing.
 * @param {string} dir
 */
export function checkDataFilesExist(dir) {
  const missing = Object.keys(schemas)
    .map((key) => path.join(dir, `${key}.json`))
    .filter((file) => !existsSync(file))
    .map((file) => `  ${path.relative(process.cwd(), file)}: file is missing`);
  if (missing.length) throw new Error(`Content files are missing:\n${missing.join("\n")}`);
}
