ALTER TABLE "pins" ADD COLUMN "image_provenance" smallint;--> statement-breakpoint
ALTER TABLE "pins" ADD CONSTRAINT "pins_image_provenance_check" CHECK ("pins"."image_provenance" between 0 and 15);