-- Money becomes integer cents: numeric(14,2) euro times 100 is exact in numeric, so every stored amount converts exactly.
ALTER TABLE "projects" ALTER COLUMN "amount" SET DATA TYPE bigint USING ("amount" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "financing" SET DATA TYPE bigint USING ("financing" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "opportunities" ALTER COLUMN "value" SET DATA TYPE bigint USING ("value" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "opportunities" ALTER COLUMN "financing_request" SET DATA TYPE bigint USING ("financing_request" * 100)::bigint;--> statement-breakpoint
ALTER TABLE "designer_profiles" ALTER COLUMN "average_cost_of_work" SET DATA TYPE bigint USING ("average_cost_of_work" * 100)::bigint;