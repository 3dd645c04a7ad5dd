CREATE TABLE "lender_profile_views" (
	"lender_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "lender_profile_views_lender_id_day_visitor_hash_pk" PRIMARY KEY("lender_id","day","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "profile_view_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lender_profile_views" ADD CONSTRAINT "lender_profile_views_lender_id_lenders_id_fk" FOREIGN KEY ("lender_id") REFERENCES "public"."lenders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lender_profile_views_day_idx" ON "lender_profile_views" USING btree ("day");