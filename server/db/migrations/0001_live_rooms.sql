CREATE TABLE "live_room_connection_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" varchar(128) NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_state" varchar(32),
	"to_state" varchar(32) NOT NULL,
	"reason" varchar(1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_room_minutes" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" varchar(128) NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"viewers" integer,
	"like_total" bigint,
	"diamonds" bigint DEFAULT 0 NOT NULL,
	"gifts" integer DEFAULT 0 NOT NULL,
	"chats" integer DEFAULT 0 NOT NULL,
	"joins" integer DEFAULT 0 NOT NULL,
	"follows" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "live_room_connection_log_room_at_idx" ON "live_room_connection_log" USING btree ("room_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_room_minutes_room_minute_unique" ON "live_room_minutes" USING btree ("room_id","minute");