-- Trigram indexes for the streamers' contains-search (pg_trgm is a trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "anchor_service_logs_created_idx";--> statement-breakpoint
CREATE INDEX "anchor_service_logs_pm_idx" ON "anchor_service_logs" USING btree ("private_message_count","id");--> statement-breakpoint
CREATE INDEX "anchor_service_logs_notice_idx" ON "anchor_service_logs" USING btree ("notice_time","id");--> statement-breakpoint
CREATE INDEX "anchors_anchor_id_trgm_idx" ON "anchors" USING gin ("anchor_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "anchors_unique_id_trgm_idx" ON "anchors" USING gin ("unique_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "anchors_nickname_trgm_idx" ON "anchors" USING gin ("nickname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "anchors_whatsapp_trgm_idx" ON "anchors" USING gin ("whatsapp_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "anchor_service_logs_created_idx" ON "anchor_service_logs" USING btree ("create_time","id");