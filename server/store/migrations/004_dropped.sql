-- Why a notification was deliberately not sent (its delivery line's status "dropped"): "limited",
-- "suppressed", "off" or "noAddress". Null on every other line.
ALTER TABLE deliveries ADD COLUMN reason text;
