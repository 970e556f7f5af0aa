CREATE TABLE "live_session_pks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"battle_id" varchar(128) NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "live_sessions" ADD COLUMN "monitored_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_session_pks" ADD CONSTRAINT "live_session_pks_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_session_pks_session_battle_unique" ON "live_session_pks" USING btree ("session_id","battle_id");