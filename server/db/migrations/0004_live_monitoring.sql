CREATE TABLE "live_session_minutes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"viewers" integer,
	"diamonds" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"new_followers" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"streamer_id" integer NOT NULL,
	"room_id" varchar(128),
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"duration_ms" bigint,
	"peak_viewers" integer DEFAULT 0 NOT NULL,
	"avg_viewers" integer,
	"diamonds" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"new_followers" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"pk_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitor_connection_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"streamer_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"reason" varchar(1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitored_streamers" (
	"id" serial PRIMARY KEY NOT NULL,
	"unique_id" varchar(64) NOT NULL,
	"nickname" varchar(64) NOT NULL,
	"avatar_url" varchar(500),
	"type" varchar(16) NOT NULL,
	"room_id" varchar(128),
	"staff_id" integer,
	"notes" varchar(500),
	"enabled" boolean DEFAULT true NOT NULL,
	"status" varchar(16) DEFAULT 'unknown' NOT NULL,
	"status_reason" varchar(1000),
	"last_checked_at" timestamp with time zone,
	"live_since" timestamp with time zone,
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_session_minutes" ADD CONSTRAINT "live_session_minutes_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_streamer_id_monitored_streamers_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."monitored_streamers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitor_connection_log" ADD CONSTRAINT "monitor_connection_log_streamer_id_monitored_streamers_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."monitored_streamers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitored_streamers" ADD CONSTRAINT "monitored_streamers_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "live_session_minutes_session_minute_unique" ON "live_session_minutes" USING btree ("session_id","minute");--> statement-breakpoint
CREATE INDEX "live_sessions_streamer_started_idx" ON "live_sessions" USING btree ("streamer_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_sessions_one_open_per_streamer" ON "live_sessions" USING btree ("streamer_id") WHERE "live_sessions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "monitor_connection_log_streamer_at_idx" ON "monitor_connection_log" USING btree ("streamer_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitored_streamers_unique_id_lower_unique" ON "monitored_streamers" USING btree (lower("unique_id"));--> statement-breakpoint
CREATE INDEX "monitored_streamers_staff_id_idx" ON "monitored_streamers" USING btree ("staff_id");