-- The lost-entry check now compares a task's send time with the stream's last generated and last
-- delivered ids, so recording each entry id (one extra UPDATE per send, contending with the claim) is gone.
alter table stream_task drop column message_id;
