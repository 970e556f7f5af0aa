-- Trigram indexes for the streamers' contains-search (pg_trgm is a trusted extension: a database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "anchors_anchor_id_trgm_idx" ON "anchors" USING gin ("anchor_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "anchors_unique_id_trgm_idx" ON "anchors" USING gin ("unique_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "anchors_nickname_trgm_idx" ON "anchors" USING gin ("nickname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "anchors_whatsapp_trgm_idx" ON "anchors" USING gin ("whatsapp_number" gin_trgm_ops);