-- The CRM lists at 100,000 streamers and 1,000,000 service logs (README "The streamer CRM at scale").
-- Trigram indexes without a pending list: every search read the list in full until a vacuum merged it.
ALTER INDEX "anchors_anchor_id_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "anchors_unique_id_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "anchors_nickname_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "anchors_whatsapp_trgm_idx" SET (fastupdate = off);--> statement-breakpoint
CREATE INDEX "anchor_service_logs_anchor_action_idx" ON "anchor_service_logs" USING btree ("anchor_row_id","next_action");--> statement-breakpoint
-- An operator's book sorted by followers.
CREATE INDEX "anchors_operator_fans_idx" ON "anchors" USING btree ("operator_id","fans");--> statement-breakpoint
-- The country filter: either country, case-insensitive.
CREATE INDEX "anchors_system_country_lower_idx" ON "anchors" USING btree (lower("system_country"));--> statement-breakpoint
CREATE INDEX "anchors_remark_country_lower_idx" ON "anchors" USING btree (lower("remark_country"));--> statement-breakpoint
-- How each operator's and department's streamers spread over progress and availability (the scope × the view or
-- filter). Without these the planner multiplies the selectivities, expects a manager's department to hold given-up
-- streamers it does not have, and reads the whole sort index looking for them (280 ms instead of a few); the scope's
-- `dept_id IN (…) OR operator_id = …` is covered too, as both columns are in one object. 1,000 most common
-- combinations: 200 operators × 8 progresses fit.
CREATE STATISTICS IF NOT EXISTS "anchors_scope_progress_stats" (mcv) ON "dept_id", "operator_id", "progress" FROM "anchors";--> statement-breakpoint
CREATE STATISTICS IF NOT EXISTS "anchors_scope_availability_stats" (mcv) ON "dept_id", "operator_id", "availability" FROM "anchors";--> statement-breakpoint
ALTER STATISTICS "anchors_scope_progress_stats" SET STATISTICS 1000;--> statement-breakpoint
ALTER STATISTICS "anchors_scope_availability_stats" SET STATISTICS 1000;
