/** The local-storage key that remembers the visitor's cookie choice. */
export const CONSENT_KEY = "cookie-consent";

export type Consent = "accepted" | "declined";

/**
 * The visitor's storage. Reading `localStorage` itself throws where a browser's privacy settings
 * block it, so it is reached for inside each function's `try`.
 */
type StorageOf<Method extends keyof Storage> = () => Pick<Storage, Method>;
const local = () => window.localStorage;

/** The stored choice, or null when there is none or storage cannot be read (private modes, policies). */
export function readConsent(storage: StorageOf<"getItem"> = local): Consent | null {
  try {
    const value = storage().getItem(CONSENT_KEY);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

/** Stores the choice; returns false when storage refused it (the banner still hides for this page). */
export function writeConsent(consent: Consent, storage: StorageOf<"setItem"> = local): boolean {
  try {
    storage().setItem(CONSENT_KEY, consent);
    return true;
  } catch {
    return false;
  }
}
