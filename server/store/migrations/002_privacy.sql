-- Data-protection duties: erasure on request, and the suppression list it leaves.

-- One-way hashes (SHA-256 of the lowercased address) of erased addresses that had unsubscribed:
-- they are never e-mailed again.
CREATE TABLE suppressed (
  hash text PRIMARY KEY,
  at timestamptz NOT NULL
);

-- That an erasure happened: when, and how many records. Never the data.
CREATE TABLE erasures (
  seq bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  leads integer NOT NULL,
  newsletter integer NOT NULL,
  deliveries integer NOT NULL,
  notifications integer NOT NULL,
  suppressed boolean NOT NULL
);

CREATE INDEX leads_email ON leads (lower(record->>'email'));
CREATE INDEX leads_received ON leads (received_at);
