CREATE TABLE "ended_sessions" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "subject_issuer" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "sessions_ended_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ended_sessions_expires_at_idx" ON "ended_sessions" USING btree ("expires_at");