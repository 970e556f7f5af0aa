CREATE TABLE "live_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"body" jsonb NOT NULL,
	"overlay_key" varchar(64) NOT NULL,
	"state" varchar(16) DEFAULT 'notStarted' NOT NULL,
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_configs_overlay_key_unique" UNIQUE("overlay_key")
);
--> statement-breakpoint
CREATE TABLE "live_game_states" (
	"config_id" integer PRIMARY KEY NOT NULL,
	"persisted" jsonb NOT NULL,
	"room_id" varchar(128),
	"room_seq" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_gift_catalogue" (
	"gift_id" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(128) NOT NULL,
	"diamond_count" integer NOT NULL,
	"type" integer NOT NULL,
	"image_url" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "live_score_entries" (
	"config_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"round" integer NOT NULL,
	"streamer_id" varchar(64) NOT NULL,
	"delta" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"cause" jsonb NOT NULL,
	CONSTRAINT "live_score_entries_pk" PRIMARY KEY("config_id","seq")
);
--> statement-breakpoint
CREATE TABLE "live_turntable_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"config_id" integer NOT NULL,
	"spin_no" integer NOT NULL,
	"request_id" varchar(200) NOT NULL,
	"trigger" varchar(8) NOT NULL,
	"by_user_id" varchar(64) NOT NULL,
	"by_nickname" varchar(255) NOT NULL,
	"option_index" integer NOT NULL,
	"content" varchar(100) NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_game_states" ADD CONSTRAINT "live_game_states_config_id_live_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."live_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_score_entries" ADD CONSTRAINT "live_score_entries_config_id_live_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."live_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_turntable_records" ADD CONSTRAINT "live_turntable_records_config_id_live_configs_id_fk" FOREIGN KEY ("config_id") REFERENCES "public"."live_configs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_configs_name_idx" ON "live_configs" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "live_score_entries_gift_once" ON "live_score_entries" USING btree ("config_id","round",("cause"->>'key')) WHERE "live_score_entries"."cause"->>'kind' = 'gift';--> statement-breakpoint
CREATE INDEX "live_score_entries_at_idx" ON "live_score_entries" USING btree ("at");--> statement-breakpoint
CREATE INDEX "live_score_entries_config_round_idx" ON "live_score_entries" USING btree ("config_id","round");--> statement-breakpoint
CREATE UNIQUE INDEX "live_turntable_records_request_unique" ON "live_turntable_records" USING btree ("config_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_turntable_records_spin_unique" ON "live_turntable_records" USING btree ("config_id","spin_no");