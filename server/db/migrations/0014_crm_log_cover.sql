-- The CRM's service logs: one index answers an operator's or a manager's logs by filter and sort (counted and paged
-- by keys) without reading the logs themselves.
DROP INDEX "anchor_service_logs_anchor_action_idx";--> statement-breakpoint
CREATE INDEX "anchor_service_logs_anchor_cover_idx" ON "anchor_service_logs" USING btree ("anchor_row_id","next_action","create_time","private_message_count","notice_time","id");