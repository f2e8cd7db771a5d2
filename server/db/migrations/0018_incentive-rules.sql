CREATE TABLE "incentive_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"measures" text[] NOT NULL,
	"main_home_rate_percent" double precision NOT NULL,
	"other_home_rate_percent" double precision NOT NULL,
	"years" integer NOT NULL,
	"max_spend_eur" integer,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"legal_source" text NOT NULL,
	"certain" boolean NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
