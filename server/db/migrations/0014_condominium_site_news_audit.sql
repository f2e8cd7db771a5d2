CREATE TABLE "buildings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condominium_id" uuid NOT NULL,
	"name" text NOT NULL,
	"ape_class_before" text,
	"ape_class_after" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "condominium_roles" (
	"condominium_id" uuid NOT NULL,
	"profile_id" uuid NOT NULL,
	"role" text NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condominium_roles_condominium_id_profile_id_role_pk" PRIMARY KEY("condominium_id","profile_id","role")
);
--> statement-breakpoint
CREATE TABLE "stairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"building_id" uuid NOT NULL,
	"name" text NOT NULL,
	"units" integer NOT NULL,
	"floors" integer NOT NULL,
	"heated_area_sqm" integer NOT NULL,
	"construction_year" integer NOT NULL,
	"typology" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "construction_sites" (
	"condominium_id" uuid PRIMARY KEY NOT NULL,
	"contractor" text NOT NULL,
	"start_date" date NOT NULL,
	"planned_end_date" date,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_progress" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condominium_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_progress_number_unique" UNIQUE("condominium_id","number")
);
--> statement-breakpoint
CREATE TABLE "site_progress_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condominium_id" uuid NOT NULL,
	"progress_id" uuid NOT NULL,
	"action" text NOT NULL,
	"date" date NOT NULL,
	"amount" bigint NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_works" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"condominium_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"stair_id" uuid,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"network_id" uuid,
	"audience_roles" text[] NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"author_id" uuid,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource" text NOT NULL,
	"record_id" uuid NOT NULL,
	"action" text NOT NULL,
	"actor_id" uuid,
	"changes" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"list_key" text NOT NULL,
	"name" text NOT NULL,
	"state" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "street" text NOT NULL;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "house_number" text NOT NULL;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "zip" text NOT NULL;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "city" text NOT NULL;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "nation" text NOT NULL;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "administrator_name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "administrator_email" text;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "condominiums" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "condominium_id" uuid;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominium_roles" ADD CONSTRAINT "condominium_roles_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominium_roles" ADD CONSTRAINT "condominium_roles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "condominium_roles" ADD CONSTRAINT "condominium_roles_assigned_by_profiles_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stairs" ADD CONSTRAINT "stairs_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_sites" ADD CONSTRAINT "construction_sites_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "construction_sites" ADD CONSTRAINT "construction_sites_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_progress" ADD CONSTRAINT "site_progress_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_progress_changes" ADD CONSTRAINT "site_progress_changes_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_progress_changes" ADD CONSTRAINT "site_progress_changes_changed_by_profiles_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_works" ADD CONSTRAINT "site_works_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_works" ADD CONSTRAINT "site_works_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_works" ADD CONSTRAINT "site_works_stair_id_stairs_id_fk" FOREIGN KEY ("stair_id") REFERENCES "public"."stairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_actor_id_profiles_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_profiles_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buildings_condominium_idx" ON "buildings" USING btree ("condominium_id","created_at");--> statement-breakpoint
CREATE INDEX "condominium_roles_profile_idx" ON "condominium_roles" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "stairs_building_idx" ON "stairs" USING btree ("building_id","created_at");--> statement-breakpoint
CREATE INDEX "site_progress_changes_progress_idx" ON "site_progress_changes" USING btree ("progress_id","changed_at");--> statement-breakpoint
CREATE INDEX "site_works_condominium_idx" ON "site_works" USING btree ("condominium_id","created_at");--> statement-breakpoint
CREATE INDEX "news_posts_publish_idx" ON "news_posts" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "news_posts_network_idx" ON "news_posts" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "audit_entries_record_idx" ON "audit_entries" USING btree ("resource","record_id","at");--> statement-breakpoint
CREATE INDEX "saved_views_owner_list_idx" ON "saved_views" USING btree ("owner_id","list_key");--> statement-breakpoint
ALTER TABLE "condominiums" ADD CONSTRAINT "condominiums_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_condominium_id_condominiums_id_fk" FOREIGN KEY ("condominium_id") REFERENCES "public"."condominiums"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "condominiums_network_idx" ON "condominiums" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "projects_condominium_idx" ON "projects" USING btree ("condominium_id");--> statement-breakpoint
ALTER TABLE "condominiums" DROP COLUMN "address";