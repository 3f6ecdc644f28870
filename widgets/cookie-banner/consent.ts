/** The local-storage key that remembers the visitor's cookie choice. */
export const CONSENT_KEY = "cookie-consent";

export type Consent = "accepted" | "declined";

/** The stored choice, or null when there is none or storage cannot be read (private modes, policies). */
export function readConsent(storage: Pick<Storage, "getItem"> | undefined): Consent | null {
  try {
    const value = storage?.getItem(CONSENT_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

/** Stores the choice; returns false when storage refused it (the banner still hides for this page). */
export function writeConsent(
  storage: Pick<Storage, "setItem"> | undefined,
  consent: Consent,
): boolean {
  try {
    storage?.setItem(CONSENT_KEY, consent);
    return Boolean(storage);
  } catch {
    return false;
  }
}
