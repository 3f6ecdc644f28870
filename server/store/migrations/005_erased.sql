-- An erasure withdraws the notifications of the records it removes before it removes them: their
-- status becomes 'erased', so no worker claims one again, and a worker that claimed one before is
-- told not to send it. `sending` marks a job its worker has confirmed and handed to its sender
-- (until the send is recorded): the erasure waits for those while their claim lasts, so nothing
-- about an erased address goes out once the erasure is done.
ALTER TABLE notification_jobs DROP CONSTRAINT notification_jobs_status_check;
ALTER TABLE notification_jobs
  ADD CONSTRAINT notification_jobs_status_check CHECK (status IN ('pending', 'failed', 'erased'));
ALTER TABLE notification_jobs ADD COLUMN sending boolean NOT NULL DEFAULT false;
