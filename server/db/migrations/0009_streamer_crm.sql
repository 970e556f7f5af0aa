CREATE TABLE "anchor_data_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"anchor_row_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"fans" integer NOT NULL,
	"highest_diamonds" integer NOT NULL,
	"live_status" varchar(16) NOT NULL,
	"live_ms" bigint
);
--> statement-breakpoint
CREATE TABLE "anchor_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"anchor_row_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"by" varchar(255),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anchor_favourites" (
	"user_id" integer NOT NULL,
	"anchor_row_id" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anchor_favourites_user_id_anchor_row_id_pk" PRIMARY KEY("user_id","anchor_row_id")
);
--> statement-breakpoint
CREATE TABLE "anchor_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"anchor_row_id" integer NOT NULL,
	"operator_id" integer,
	"live_start_time" timestamp with time zone NOT NULL,
	"live_session_id" bigint,
	"status" varchar(16) DEFAULT 'unconfirmed' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"receive_time" timestamp with time zone,
	"expired_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "anchor_service_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"anchor_row_id" integer NOT NULL,
	"user_id" integer,
	"follow" boolean DEFAULT false NOT NULL,
	"follow_back" boolean DEFAULT false NOT NULL,
	"collect" boolean DEFAULT false NOT NULL,
	"earning" boolean DEFAULT false NOT NULL,
	"receive_message" boolean DEFAULT false NOT NULL,
	"private_message_count" integer DEFAULT 0 NOT NULL,
	"ins_follow_back" boolean DEFAULT false NOT NULL,
	"ins_reply" boolean DEFAULT false NOT NULL,
	"pk" boolean DEFAULT false NOT NULL,
	"interact" boolean DEFAULT false NOT NULL,
	"friendly" boolean DEFAULT false NOT NULL,
	"gifted_coins" varchar(16) DEFAULT 'none' NOT NULL,
	"invited" boolean DEFAULT false NOT NULL,
	"fans_group_joined" boolean DEFAULT false NOT NULL,
	"no_message_limit" boolean DEFAULT false NOT NULL,
	"reply_private_message" boolean DEFAULT false NOT NULL,
	"recruitment_strategy" varchar(500),
	"next_action" varchar(24) NOT NULL,
	"notice_time" timestamp with time zone,
	"screenshot" varchar(500),
	"create_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anchors" (
	"id" serial PRIMARY KEY NOT NULL,
	"anchor_id" varchar(64) NOT NULL,
	"unique_id" varchar(64) NOT NULL,
	"nickname" varchar(64) DEFAULT '' NOT NULL,
	"avatar" varchar(500),
	"fans" integer DEFAULT 0 NOT NULL,
	"highest_diamonds" integer DEFAULT 0 NOT NULL,
	"live_tag" varchar(64),
	"gender" varchar(8),
	"note" varchar(500),
	"system_country" varchar(64),
	"remark_country" varchar(64),
	"invitation_code" varchar(64),
	"whatsapp_number" varchar(32),
	"live_status" varchar(16) DEFAULT 'notLiving' NOT NULL,
	"progress" varchar(24) DEFAULT 'new' NOT NULL,
	"progress_notes" varchar(500),
	"check_result" varchar(16),
	"reject_reason" varchar(32),
	"custom_labels" text[] DEFAULT '{}'::text[] NOT NULL,
	"show_face" boolean,
	"job" varchar(64),
	"age" integer,
	"hobby" varchar(255),
	"reason" varchar(500),
	"give_up_reason" varchar(500),
	"give_up_time" timestamp with time zone,
	"game_streamer" boolean,
	"shopping_streamer" boolean,
	"high_level" boolean,
	"ins_account" varchar(64),
	"operator_id" integer,
	"dept_id" integer,
	"status" varchar(24),
	"availability" varchar(32),
	"invite_type" varchar(8),
	"allocated_time" timestamp with time zone,
	"invited" boolean DEFAULT false NOT NULL,
	"recruitment_strategy" varchar(500),
	"next_action" varchar(24),
	"live_start_time" timestamp with time zone,
	"notice_time" timestamp with time zone,
	"order_acceptance_time" timestamp with time zone,
	"contact_screenshot" varchar(500),
	"whatsapp_screenshot" varchar(500),
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"prefix" varchar(8) NOT NULL,
	"note" varchar(100),
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anchor_data_log" ADD CONSTRAINT "anchor_data_log_anchor_row_id_anchors_id_fk" FOREIGN KEY ("anchor_row_id") REFERENCES "public"."anchors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_events" ADD CONSTRAINT "anchor_events_anchor_row_id_anchors_id_fk" FOREIGN KEY ("anchor_row_id") REFERENCES "public"."anchors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_favourites" ADD CONSTRAINT "anchor_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_favourites" ADD CONSTRAINT "anchor_favourites_anchor_row_id_anchors_id_fk" FOREIGN KEY ("anchor_row_id") REFERENCES "public"."anchors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_orders" ADD CONSTRAINT "anchor_orders_anchor_row_id_anchors_id_fk" FOREIGN KEY ("anchor_row_id") REFERENCES "public"."anchors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_orders" ADD CONSTRAINT "anchor_orders_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_service_logs" ADD CONSTRAINT "anchor_service_logs_anchor_row_id_anchors_id_fk" FOREIGN KEY ("anchor_row_id") REFERENCES "public"."anchors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchor_service_logs" ADD CONSTRAINT "anchor_service_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchors" ADD CONSTRAINT "anchors_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anchors" ADD CONSTRAINT "anchors_dept_id_depts_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."depts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "link_keys" ADD CONSTRAINT "link_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anchor_data_log_anchor_at_idx" ON "anchor_data_log" USING btree ("anchor_row_id","at");--> statement-breakpoint
CREATE INDEX "anchor_events_anchor_at_idx" ON "anchor_events" USING btree ("anchor_row_id","at");--> statement-breakpoint
CREATE INDEX "anchor_favourites_anchor_idx" ON "anchor_favourites" USING btree ("anchor_row_id");--> statement-breakpoint
CREATE UNIQUE INDEX "anchor_orders_one_per_live_start" ON "anchor_orders" USING btree ("anchor_row_id","live_start_time");--> statement-breakpoint
CREATE INDEX "anchor_orders_operator_start_idx" ON "anchor_orders" USING btree ("operator_id","live_start_time");--> statement-breakpoint
CREATE INDEX "anchor_orders_start_idx" ON "anchor_orders" USING btree ("live_start_time");--> statement-breakpoint
CREATE INDEX "anchor_orders_unconfirmed_idx" ON "anchor_orders" USING btree ("live_start_time") WHERE "anchor_orders"."status" = 'unconfirmed';--> statement-breakpoint
CREATE INDEX "anchor_service_logs_anchor_created_idx" ON "anchor_service_logs" USING btree ("anchor_row_id","create_time");--> statement-breakpoint
CREATE INDEX "anchor_service_logs_created_idx" ON "anchor_service_logs" USING btree ("create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "anchors_anchor_id_lower_unique" ON "anchors" USING btree (lower("anchor_id"));--> statement-breakpoint
CREATE INDEX "anchors_unique_id_lower_idx" ON "anchors" USING btree (lower("unique_id"));--> statement-breakpoint
CREATE INDEX "anchors_operator_created_idx" ON "anchors" USING btree ("operator_id","create_time");--> statement-breakpoint
CREATE INDEX "anchors_dept_created_idx" ON "anchors" USING btree ("dept_id","create_time");--> statement-breakpoint
CREATE INDEX "anchors_progress_created_idx" ON "anchors" USING btree ("progress","create_time");--> statement-breakpoint
CREATE INDEX "anchors_availability_idx" ON "anchors" USING btree ("availability");--> statement-breakpoint
CREATE INDEX "anchors_check_result_idx" ON "anchors" USING btree ("check_result");--> statement-breakpoint
CREATE INDEX "anchors_live_status_idx" ON "anchors" USING btree ("live_status");--> statement-breakpoint
CREATE INDEX "anchors_fans_idx" ON "anchors" USING btree ("fans");--> statement-breakpoint
CREATE INDEX "anchors_highest_diamonds_idx" ON "anchors" USING btree ("highest_diamonds");--> statement-breakpoint
CREATE INDEX "anchors_created_idx" ON "anchors" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "anchors_notice_time_idx" ON "anchors" USING btree ("notice_time");--> statement-breakpoint
CREATE UNIQUE INDEX "link_keys_hash_unique" ON "link_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "link_keys_user_idx" ON "link_keys" USING btree ("user_id");