/**
 * Lengths and angles as the room model reads and writes them. Every length inside the model is in
 * metres and every angle in degrees; a visitor may type and read lengths in feet and inches. Pure.
 */

export type Unit = "metric" | "imperial";

export const INCH = 0.0254;
export const SQUARE_FEET_PER_SQUARE_METRE = 10.7639;

export const degrees = (radians: number) => (radians * 180) / Math.PI;
export const radians = (deg: number) => (deg * Math.PI) / 180;
/** Rounds to a step (a centimetre unless told), without the float tails of `value.toFixed`. */
export const round = (value: number, step = 0.01) =>
  Math.round(Math.round(value / step) * step * 1e6) / 1e6;

/**
 * A length typed in metres ("7.5", "7,5", "7.5 m") or in feet and inches ("24' 7\"", "24 7",
 * "24ft 7in", "24.5"), in metres; NaN when it is not a length.
 */
export function parseLength(text: string, unit: Unit): number {
  const clean = text.trim().toLowerCase().replace(",", ".");
  if (unit === "metric") {
    const match = /^(\d+(?:\.\d+)?)\s*m?$/.exec(clean);
    return match ? Number(match[1]) : Number.NaN;
  }
  const match = /^(\d+(?:\.\d+)?)\s*(?:'|ft|feet)?\s*(?:(\d+(?:\.\d+)?)\s*(?:"|in|inches)?)?$/.exec(
    clean,
  );
  if (!match) return Number.NaN;
  const inchesPart = match[2] ? Number(match[2]) : 0;
  if (inchesPart >= 12) return Number.NaN;
  return (Number(match[1]) * 12 + inchesPart) * INCH;
}

/** A length as a visitor types it back in their unit: "7.5" or "24' 7\"". */
export function formatLength(metres: number, unit: Unit): string {
  if (unit === "metric") return String(Math.round(metres * 100) / 100);
  const totalInches = Math.round(metres / INCH);
  return `${Math.floor(totalInches / 12)}' ${totalInches % 12}"`;
}

/** "7.20 m", "450 mm": how the drawings and the summary write a length in metres. */
export function metresText(metres: number): string {
  return metres < 1 ? `${Math.round(metres * 1000)} mm` : `${metres.toFixed(2)} m`;
}

/**
 * A length as the visitor reads it: "2.70 m" or "450 mm" in metres, "8' 10\"" in feet. Under a foot
 * it is inches to the nearest eighth ("3/8\"", "4 3/4\""): a 10 mm clearance is not "0' 0\"".
 */
export function lengthText(metres: number, unit: Unit): string {
  if (unit === "metric") return metresText(metres);
  const eighths = Math.round((metres / INCH) * 8);
  if (eighths >= 12 * 8) return formatLength(metres, unit);
  const whole = Math.floor(eighths / 8);
  let [part, of] = [eighths % 8, 8];
  while (part && part % 2 === 0) [part, of] = [part / 2, of / 2];
  if (!part) return `${whole}"`;
  return whole ? `${whole} ${part}/${of}"` : `${part}/${of}"`;
}
