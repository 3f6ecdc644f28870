-- What is kept of an address that unsubscribed once its history is forgotten: a one-way hash
-- (SHA-256 of the lowercased address) and when a confirmation was last owed to it, so a sign-up by
-- anyone sends it at most one confirmation in 30 days. Removed when its owner confirms.
CREATE TABLE unsubscribed (
  hash text PRIMARY KEY,
  confirmation_at timestamptz
);
