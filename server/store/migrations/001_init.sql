-- The form pipeline's state, shared by every instance of the server.

-- Leads (consultation, contact, …): the record as it was accepted.
CREATE TABLE leads (
  id uuid PRIMARY KEY,
  -- Order of arrival: two leads stored in the same millisecond keep theirs.
  seq bigint GENERATED ALWAYS AS IDENTITY,
  form text NOT NULL,
  received_at timestamptz NOT NULL,
  record jsonb NOT NULL,
  notify text[] NOT NULL DEFAULT '{}'
);
CREATE INDEX leads_form_received ON leads (form, received_at);

-- Newsletter events, append-only: the proof of each address's consent.
CREATE TABLE newsletter_events (
  seq bigserial PRIMARY KEY,
  id uuid NOT NULL UNIQUE,
  email text NOT NULL,
  at timestamptz NOT NULL,
  record jsonb NOT NULL
);
CREATE INDEX newsletter_events_email ON newsletter_events (email, seq);

-- Tokens spent, kept until they would expire anyway (by hash).
CREATE TABLE spent_tokens (
  token_id text PRIMARY KEY,
  until timestamptz NOT NULL
);

-- Accepted posts per limit key (form and client address), for the rolling window.
CREATE TABLE limit_hits (
  key text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX limit_hits_key_at ON limit_hits (key, at);

-- Notifications owed, written in the same transaction as the record they are owed for.
CREATE TABLE notification_jobs (
  id text PRIMARY KEY,
  lead_id uuid NOT NULL,
  form text NOT NULL,
  channel text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'failed')),
  last_error text,
  -- A worker that claimed the job holds it until then; after a crash it is due again.
  claimed_until timestamptz
);
CREATE INDEX notification_jobs_due ON notification_jobs (next_attempt_at) WHERE status = 'pending';

-- What went out, was retried or given up on.
CREATE TABLE deliveries (
  seq bigserial PRIMARY KEY,
  lead_id uuid NOT NULL,
  form text NOT NULL,
  channel text NOT NULL,
  status text NOT NULL,
  at timestamptz NOT NULL,
  attempts integer NOT NULL,
  error text
);
CREATE INDEX deliveries_lead ON deliveries (lead_id, channel, seq);

-- Secrets made once and shared by every instance (token and link signing keys).
CREATE TABLE secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
