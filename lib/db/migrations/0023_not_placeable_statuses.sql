ALTER TABLE "status_options" ADD COLUMN "placeable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Issue 22 §4: a candidate status can mean "may not be placed". The seeded "Do not place" status of every
-- tenant already says so by its name; from now on it says so by its flag, which the services enforce.
UPDATE "status_options" SET "placeable" = false WHERE "kind" = 'candidate' AND lower("name") = 'do not place';
