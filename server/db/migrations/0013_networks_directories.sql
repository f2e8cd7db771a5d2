CREATE TABLE "network_skills" (
	"network_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	CONSTRAINT "network_skills_network_id_skill_id_pk" PRIMARY KEY("network_id","skill_id")
);
--> statement-breakpoint
ALTER TABLE "networks" ADD COLUMN "type" text DEFAULT 'HappyWay' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "agora_visible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "network_skills" ADD CONSTRAINT "network_skills_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_skills" ADD CONSTRAINT "network_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_province_idx" ON "organizations" USING btree ("province");--> statement-breakpoint
CREATE INDEX "profiles_network_idx" ON "profiles" USING btree ("network_id");--> statement-breakpoint
CREATE INDEX "profiles_organization_idx" ON "profiles" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "profiles_directory_search_trgm_idx" ON "profiles" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_name_search_trgm_idx" ON "profiles" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profile_skills_skill_idx" ON "profile_skills" USING btree ("skill_id","profile_id");