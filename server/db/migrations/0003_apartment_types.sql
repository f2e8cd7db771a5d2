CREATE TABLE "apartment_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"typology" text NOT NULL,
	"typical_area_sqm" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
