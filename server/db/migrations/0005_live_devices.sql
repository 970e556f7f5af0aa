CREATE TABLE "device_command_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule_id" integer,
	"rule_name" varchar(64),
	"device_id" integer,
	"device_name" varchar(64) NOT NULL,
	"command_id" integer,
	"command_name" varchar(64) NOT NULL,
	"room_id" varchar(128),
	"gift_msg_id" varchar(128),
	"gift" jsonb,
	"gift_at" timestamp with time zone NOT NULL,
	"payload" text NOT NULL,
	"payload_is_json" boolean DEFAULT false NOT NULL,
	"status" varchar(16) NOT NULL,
	"reason" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"acked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"latency_ms" integer
);
--> statement-breakpoint
CREATE TABLE "device_commands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"payload_template" text NOT NULL,
	"ttl_ms" integer NOT NULL,
	"note" varchar(500),
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_gift_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"handle" varchar(64) NOT NULL,
	"room_id" varchar(128) NOT NULL,
	"msg_id" varchar(128) NOT NULL,
	"user_unique_id" varchar(128) NOT NULL,
	"user_nickname" varchar(128) NOT NULL,
	"gift_id" varchar(32) NOT NULL,
	"gift_name" varchar(128) NOT NULL,
	"repeat_count" integer NOT NULL,
	"diamonds" integer NOT NULL,
	"counted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"unique_id" varchar(64) NOT NULL,
	"gift_id" varchar(32),
	"gift_name" varchar(128),
	"min_count" integer,
	"min_diamonds" integer,
	"command_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"cooldown_ms" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(64) NOT NULL,
	"type" varchar(16) NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_hint" varchar(16) NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"note" varchar(500),
	"last_seen_at" timestamp with time zone,
	"create_by" varchar(255),
	"update_by" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_command_log" ADD CONSTRAINT "device_command_log_rule_id_device_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."device_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_command_log" ADD CONSTRAINT "device_command_log_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_command_log" ADD CONSTRAINT "device_command_log_command_id_device_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."device_commands"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_rules" ADD CONSTRAINT "device_rules_command_id_device_commands_id_fk" FOREIGN KEY ("command_id") REFERENCES "public"."device_commands"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_rules" ADD CONSTRAINT "device_rules_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_command_log_rule_gift_unique" ON "device_command_log" USING btree ("rule_id","room_id","gift_msg_id");--> statement-breakpoint
CREATE INDEX "device_command_log_waiting_idx" ON "device_command_log" USING btree ("device_id","id") WHERE "device_command_log"."status" in ('queued', 'sent');--> statement-breakpoint
CREATE INDEX "device_command_log_rule_idx" ON "device_command_log" USING btree ("rule_id","id");--> statement-breakpoint
CREATE INDEX "device_command_log_room_msg_idx" ON "device_command_log" USING btree ("room_id","gift_msg_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_commands_name_lower_unique" ON "device_commands" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "device_gift_messages_room_msg_unique" ON "device_gift_messages" USING btree ("room_id","msg_id");--> statement-breakpoint
CREATE INDEX "device_gift_messages_handle_idx" ON "device_gift_messages" USING btree ("handle","id");--> statement-breakpoint
CREATE INDEX "device_rules_unique_id_lower_idx" ON "device_rules" USING btree (lower("unique_id"));--> statement-breakpoint
CREATE INDEX "device_rules_device_id_idx" ON "device_rules" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "device_rules_command_id_idx" ON "device_rules" USING btree ("command_id");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_key_hash_unique" ON "devices" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_name_lower_unique" ON "devices" USING btree (lower("name"));