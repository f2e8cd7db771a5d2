DROP INDEX "projects_created_at_idx";--> statement-breakpoint
CREATE INDEX "projects_status_name_idx" ON "projects" USING btree ("status","name","id");--> statement-breakpoint
CREATE INDEX "projects_created_at_desc_idx" ON "projects" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_description_trgm_idx" ON "projects" USING gin ("description" gin_trgm_ops);