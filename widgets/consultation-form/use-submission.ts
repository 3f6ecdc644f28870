/**
 * The consultation form's state and its work outside rendering: the values as typed and cleaned,
 * which fields have been left, the token (through the token holder every form uses), the submit
 * with its checks, its one silent retry after a refused token and its outcome. The component only
 * draws what this returns.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { consultation } from "../../core/forms/consultation-form.ts";
import {
  HONEYPOT,
  cleanValue,
  emptyValues,
  validateValues,
  type Errors,
  type Field,
  type Values,
} from "../../core/forms/fields.ts";
import { tokenHolder, sendWithToken, type TokenHolder } from "../shared/token-holder.ts";
import { loadHistory, saveHistory } from "./history.ts";
import {
  buildPayload,
  checkSubmission,
  failureFor,
  readAnswer,
  type Answer,
  type Failure,
} from "./submission.ts";

export type Status =
  | { kind: "idle" }
  | { kind: "submitting" }
  | { kind: "success"; firstName: string }
  | { kind: "error"; message: string; offerEmail?: boolean };

export interface SubmissionOptions {
  endpoint: string;
  formKey: string;
  messages: Record<string, string>;
  /** A planner's room sent with the request, while it stays attached. */
  room?: string;
  onSuccess?: (detail: { formKey: string }) => void;
  onError?: (detail: { formKey: string; reason: string }) => void;
}

/** Everything the form shows and every action it offers. */
export function useSubmission({
  endpoint,
  formKey,
  messages,
  room,
  onSuccess,
  onError,
}: SubmissionOptions) {
  const [values, setValues] = useState<Values>(() => emptyValues(consultation));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  // Errors the server found, shown until the field changes.
  const [serverErrors, setServerErrors] = useState<Errors>({});
  // Counts failed submits: each one shows the summary and moves focus to it again.
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  // Empty in the built page (a native post without one gets the server's confirmation page);
  // fetched once the script runs, a token per endpoint.
  const [token, setToken] = useState("");
  const holder = useRef<TokenHolder | undefined>(undefined);
  useEffect(() => {
    holder.current = tokenHolder(endpoint, consultation.id, setToken);
  }, [endpoint]);

  const errors: Errors = { ...validateValues(consultation, values), ...serverErrors };

  const change = (field: Field, raw: string) => {
    setValues((current) => ({ ...current, [field.name]: cleanValue(field, raw) }));
    setServerErrors(({ [field.name]: _gone, ...rest }) => rest);
    if (status.kind === "success") setStatus({ kind: "idle" });
  };
  const leave = (field: Field) => setTouched((current) => ({ ...current, [field.name]: true }));
  const fillHoneypot = (value: string) =>
    setValues((current) => ({ ...current, [HONEYPOT]: value }));

  const fail = (failure: Failure) => {
    const { reason, message, offerEmail } = failureFor(failure, messages);
    setStatus({ kind: "error", message, offerEmail });
    onError?.({ formKey, reason });
  };

  const showErrors = (reason: string) => {
    setTouched(Object.fromEntries(Object.keys(values).map((name) => [name, true])));
    setStatus({ kind: "idle" });
    setFailedSubmits((count) => count + 1);
    onError?.({ formKey, reason });
  };

  /** Posts once with `token`; null when the request does not arrive. */
  const post = async (token: string, now: number): Promise<Answer | null> => {
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        body: buildPayload(values, token, now, formKey, room),
        headers: { Accept: "application/json" },
      });
      const body: unknown = await response.json().catch(() => null);
      return readAnswer(response.status, body, response.headers.get("Retry-After"));
    } catch {
      return null;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === "submitting") return;
    const tokens = holder.current;
    const now = Date.now();
    const decision = checkSubmission({
      values,
      // A token that has not arrived yet is fetched below; only its absence then fails.
      token: tokens?.current(),
      history: loadHistory(formKey),
      now,
    });
    switch (decision.kind) {
      case "honeypot":
        console.warn("Consultation form: submission stopped, the hidden website field was filled.");
        return;
      case "invalid":
        // The summary carries the correctErrors message itself, as an alert.
        return showErrors("invalid");
      case "token":
        return fail({ kind: "token" });
      case "over-limit":
        return fail({ kind: "over-limit", limit: "browser" });
    }
    setFailedSubmits(0);
    setStatus({ kind: "submitting" });

    const answer = tokens
      ? await sendWithToken(
          tokens,
          (token) => post(token, now),
          (sent) => sent?.kind === "token",
        ).catch(() => null)
      : null;
    if (!answer) return fail({ kind: "network" });
    switch (answer.kind) {
      case "sent":
        saveHistory(formKey, decision.history);
        setValues(emptyValues(consultation));
        setTouched({});
        setServerErrors({});
        setStatus({ kind: "success", firstName: values.firstName ?? "" });
        onSuccess?.({ formKey });
        tokens?.renew();
        return;
      case "invalid":
        setServerErrors(answer.errors);
        return showErrors("rejected");
      case "token":
        return fail({ kind: "token" });
      case "over-limit":
        return fail({
          kind: "over-limit",
          limit: "server",
          retryAfterSeconds: answer.retryAfterSeconds,
        });
      default:
        return fail({ kind: "server" });
    }
  };

  return {
    values,
    errors,
    touched,
    failedSubmits,
    status,
    token,
    change,
    leave,
    fillHoneypot,
    submit,
    /** Sets a value as a visitor would not type it (a default chosen for them). */
    suggest: (name: string, value: string) =>
      setValues((current) => (current[name] ? current : { ...current, [name]: value })),
  };
}
