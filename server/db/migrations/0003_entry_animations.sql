CREATE TABLE "user_entry_animations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"anchor_id" varchar(64) NOT NULL,
	"animation_id" integer NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_animations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"type" varchar(16) NOT NULL,
	"description" varchar(255),
	"enabled" boolean DEFAULT true NOT NULL,
	"category" varchar(64),
	"picture_url" varchar(500),
	"resource_url" varchar(500),
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_streamers" (
	"id" serial PRIMARY KEY NOT NULL,
	"anchor_id" varchar(64) NOT NULL,
	"nickname" varchar(64) NOT NULL,
	"avatar_url" varchar(500),
	"gift_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" varchar(255),
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_streamers_anchor_unique" UNIQUE("anchor_id")
);
--> statement-breakpoint
ALTER TABLE "user_entry_animations" ADD CONSTRAINT "user_entry_animations_animation_id_vehicle_animations_id_fk" FOREIGN KEY ("animation_id") REFERENCES "public"."vehicle_animations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_entry_animations_user_anchor_unique" ON "user_entry_animations" USING btree ("user_id","anchor_id");--> statement-breakpoint
CREATE INDEX "user_entry_animations_anchor_idx" ON "user_entry_animations" USING btree ("anchor_id");--> statement-breakpoint
CREATE INDEX "vehicle_animations_name_idx" ON "vehicle_animations" USING btree ("name");