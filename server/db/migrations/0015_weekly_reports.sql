CREATE TABLE "advice_texts" (
	"key" varchar(32) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"text" text NOT NULL,
	"updated_by" varchar(255),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advice_texts_key_lang_pk" PRIMARY KEY("key","lang")
);
--> statement-breakpoint
CREATE TABLE "streamer_report_langs" (
	"streamer_id" integer PRIMARY KEY NOT NULL,
	"lang" varchar(8) NOT NULL,
	"update_by" varchar(255),
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weekly_report_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"report_id" bigint NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"created_by" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "weekly_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"streamer_id" integer NOT NULL,
	"week_start" date NOT NULL,
	"zone" varchar(64) NOT NULL,
	"lang" varchar(8) NOT NULL,
	"state" varchar(16) DEFAULT 'draft' NOT NULL,
	"unique_id" varchar(64) NOT NULL,
	"nickname" varchar(64) DEFAULT '' NOT NULL,
	"group_id" integer,
	"manager_id" integer,
	"figures" jsonb NOT NULL,
	"findings" jsonb NOT NULL,
	"summary" text NOT NULL,
	"advice" jsonb NOT NULL,
	"edited_advice" jsonb,
	"reviewed_by" varchar(255),
	"reviewed_at" timestamp with time zone,
	"sent_by" varchar(255),
	"sent_at" timestamp with time zone,
	"generated_at" timestamp with time zone NOT NULL,
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "streamer_report_langs" ADD CONSTRAINT "streamer_report_langs_streamer_id_monitored_streamers_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."monitored_streamers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_report_keys" ADD CONSTRAINT "weekly_report_keys_report_id_weekly_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."weekly_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD CONSTRAINT "weekly_reports_streamer_id_monitored_streamers_id_fk" FOREIGN KEY ("streamer_id") REFERENCES "public"."monitored_streamers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_report_keys_hash_unique" ON "weekly_report_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "weekly_report_keys_report_idx" ON "weekly_report_keys" USING btree ("report_id") WHERE "weekly_report_keys"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_reports_streamer_week_unique" ON "weekly_reports" USING btree ("streamer_id","week_start");--> statement-breakpoint
CREATE INDEX "weekly_reports_week_group_idx" ON "weekly_reports" USING btree ("week_start","group_id");--> statement-breakpoint
CREATE INDEX "weekly_reports_week_manager_idx" ON "weekly_reports" USING btree ("week_start","manager_id");--> statement-breakpoint
CREATE INDEX "weekly_reports_week_state_idx" ON "weekly_reports" USING btree ("week_start","state");