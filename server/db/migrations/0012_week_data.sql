CREATE TABLE "week_data" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"streamer_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"unique_id" varchar(64) NOT NULL,
	"nickname" varchar(64) DEFAULT '' NOT NULL,
	"group_id" integer,
	"group_name" varchar(255),
	"manager_id" integer,
	"manager_name" varchar(255),
	"streamer_type" varchar(16),
	"invite_type" varchar(16),
	"live_count" integer DEFAULT 0 NOT NULL,
	"live_duration_ms" bigint DEFAULT 0 NOT NULL,
	"live_days" integer DEFAULT 0 NOT NULL,
	"pk_count" integer DEFAULT 0 NOT NULL,
	"diamonds" bigint DEFAULT 0 NOT NULL,
	"likes" bigint DEFAULT 0 NOT NULL,
	"new_followers" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone,
	"impressions" bigint,
	"taps" bigint,
	"videos" integer,
	"conversion_rate" double precision,
	"followers" bigint,
	"imported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "week_data" ADD CONSTRAINT "week_data_streamer_id_monitored_streamers_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."monitored_streamers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "week_data_streamer_week_unique" ON "week_data" USING btree ("streamer_id","week_start");--> statement-breakpoint
CREATE INDEX "week_data_week_group_idx" ON "week_data" USING btree ("week_start","group_id");--> statement-breakpoint
CREATE INDEX "week_data_week_manager_idx" ON "week_data" USING btree ("week_start","manager_id");--> statement-breakpoint
CREATE INDEX "week_data_week_diamonds_idx" ON "week_data" USING btree ("week_start","diamonds" desc);