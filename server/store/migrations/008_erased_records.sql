-- One-way hashes (SHA-256 of the id as text) of the records an erasure removed: ids are random,
-- so a hash says nothing about the person; it only lets an import of a file store recognise an
-- erased record and leave it out, so no import brings an erased person's data back.
CREATE TABLE erased_records (
  hash text PRIMARY KEY,
  at timestamptz NOT NULL
);
-- An erasure brought over from a file store's erasures.jsonl: which line of it, so an import run
-- twice records it once. Null for an erasure made in this database.
ALTER TABLE erasures ADD COLUMN imported text UNIQUE;
