/**
 * Where each form key's recent submission times are kept: local storage, so a reload does not
 * reset the rate limit, with memory as the fallback when storage is blocked.
 */
const memory = new Map<string, number[]>();
const storageKey = (formKey: string) => `consultation-form:${formKey}:submissions`;

/** The stored submission times for a form key; never throws. */
export function loadHistory(formKey: string): number[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(formKey)) ?? "null");
    if (Array.isArray(stored) && stored.every((time) => typeof time === "number")) return stored;
  } catch {
    // Storage blocked or a corrupt value: fall back to memory.
  }
  return memory.get(formKey) ?? [];
}

/** Stores the submission times for a form key; never throws. */
export function saveHistory(formKey: string, history: number[]): void {
  memory.set(formKey, history);
  try {
    window.localStorage.setItem(storageKey(formKey), JSON.stringify(history));
  } catch {
    // Memory keeps it for this page.
  }
}
