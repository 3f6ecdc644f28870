-- Whose claim a notification is under: a random value made for each claim and handed to its
-- claimer. Renewing the claim, confirming the job and recording what became of it need that value,
-- so a worker whose claim ran out (it stalled, or lost the database for longer than a claim lasts)
-- and passed to another learns so, and neither sends the job nor records over the new holder.
ALTER TABLE notification_jobs ADD COLUMN claimed_by text;
