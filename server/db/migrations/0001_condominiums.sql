CREATE TABLE "condominiums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"fiscal_code" text NOT NULL,
	"address" text,
	"network_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "condominiums_fiscal_code_unique" UNIQUE("fiscal_code")
);
--> statement-breakpoint
ALTER TABLE "condominiums" ADD CONSTRAINT "condominiums_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;