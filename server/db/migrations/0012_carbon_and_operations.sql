CREATE TABLE "carbon_footprints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"building_kind" text NOT NULL,
	"project_id" uuid,
	"author_id" uuid NOT NULL,
	"input" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"total_kg_co2e" integer NOT NULL,
	"saved_kg_co2e_per_year" integer,
	"payback_years" numeric(8, 1),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sent_notices" (
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_notices_kind_subject_key_pk" PRIMARY KEY("kind","subject_key")
);
--> statement-breakpoint
ALTER TABLE "carbon_footprints" ADD CONSTRAINT "carbon_footprints_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_footprints" ADD CONSTRAINT "carbon_footprints_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carbon_footprints_author_idx" ON "carbon_footprints" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "carbon_footprints_project_idx" ON "carbon_footprints" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "carbon_footprints_created_at_idx" ON "carbon_footprints" USING btree ("created_at" DESC NULLS LAST,"id");