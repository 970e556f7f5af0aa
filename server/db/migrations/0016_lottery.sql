CREATE TABLE "lottery_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"code" varchar(64) NOT NULL,
	"unique_id" varchar(64) NOT NULL,
	"nickname" varchar(100),
	"revoked" boolean DEFAULT false NOT NULL,
	"last_draw_day" date,
	"draws" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"name" varchar(50) NOT NULL,
	"value_cents" bigint DEFAULT 0 NOT NULL,
	"picture" varchar(500),
	"probability" integer NOT NULL,
	"stock" integer,
	"drawn" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lottery_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"unique_id" varchar(64) NOT NULL,
	"nickname" varchar(100),
	"prize_id" integer,
	"prize_name" varchar(50),
	"value_cents" bigint,
	"slice_index" integer NOT NULL,
	"lottery_time" timestamp with time zone DEFAULT now() NOT NULL,
	"lottery_day" date NOT NULL,
	"award_time" timestamp with time zone,
	"awarded_by" varchar(255)
);
--> statement-breakpoint
ALTER TABLE "lottery_codes" ADD CONSTRAINT "lottery_codes_activity_id_lottery_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."lottery_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_prizes" ADD CONSTRAINT "lottery_prizes_activity_id_lottery_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."lottery_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_records" ADD CONSTRAINT "lottery_records_activity_id_lottery_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."lottery_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_records" ADD CONSTRAINT "lottery_records_code_id_lottery_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."lottery_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lottery_records" ADD CONSTRAINT "lottery_records_prize_id_lottery_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."lottery_prizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_codes_code_unique" ON "lottery_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "lottery_codes_activity_idx" ON "lottery_codes" USING btree ("activity_id","id");--> statement-breakpoint
CREATE INDEX "lottery_prizes_activity_idx" ON "lottery_prizes" USING btree ("activity_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_records_code_day_unique" ON "lottery_records" USING btree ("code_id","lottery_day");--> statement-breakpoint
CREATE INDEX "lottery_records_activity_time_idx" ON "lottery_records" USING btree ("activity_id","lottery_time");