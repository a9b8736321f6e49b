CREATE TABLE "pin_favorites" (
	"user_id" bigint NOT NULL,
	"pin_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pin_favorites_user_id_pin_id_pk" PRIMARY KEY("user_id","pin_id")
);
--> statement-breakpoint
DROP INDEX "boards_owner_name_idx";--> statement-breakpoint
DROP INDEX "pins_section_feed_idx";--> statement-breakpoint
ALTER TABLE "boards" ADD COLUMN "interest_id" bigint;--> statement-breakpoint
ALTER TABLE "pin_favorites" ADD CONSTRAINT "pin_favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pin_favorites" ADD CONSTRAINT "pin_favorites_pin_id_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."pins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pin_favorites_pin_idx" ON "pin_favorites" USING btree ("pin_id");--> statement-breakpoint
ALTER TABLE "boards" ADD CONSTRAINT "boards_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Board names become unique per owner whatever their case: a later duplicate gets " 2", " 3" … (kept within 50 characters).
UPDATE "boards" b SET "name" = left(d."name", 50 - length(d.suffix)) || d.suffix
FROM (
  SELECT "id", "name", ' ' || (row_number() OVER (PARTITION BY "owner_id", lower("name") ORDER BY "id"))::text AS suffix,
         row_number() OVER (PARTITION BY "owner_id", lower("name") ORDER BY "id") AS n
  FROM "boards"
) d
WHERE b."id" = d."id" AND d.n > 1;--> statement-breakpoint
-- Section titles: at most 50 characters, unique per board whatever their case.
UPDATE "board_sections" SET "title" = left("title", 50) WHERE char_length("title") > 50;--> statement-breakpoint
UPDATE "board_sections" s SET "title" = left(d."title", 50 - length(d.suffix)) || d.suffix
FROM (
  SELECT "id", "title", ' ' || (row_number() OVER (PARTITION BY "board_id", lower("title") ORDER BY "id"))::text AS suffix,
         row_number() OVER (PARTITION BY "board_id", lower("title") ORDER BY "id") AS n
  FROM "board_sections"
) d
WHERE s."id" = d."id" AND d.n > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "board_sections_board_lower_title_idx" ON "board_sections" USING btree ("board_id",lower("title"));--> statement-breakpoint
CREATE INDEX "board_sections_board_position_idx" ON "board_sections" USING btree ("board_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "boards_owner_lower_name_idx" ON "boards" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "saves_section_feed_idx" ON "saves" USING btree ("section_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "pins_section_feed_idx" ON "pins" USING btree ("section_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "board_sections" ADD CONSTRAINT "board_sections_title_length_check" CHECK (char_length("board_sections"."title") between 1 and 50);--> statement-breakpoint
-- The colour family of a '#rrggbb' dominant colour (the COLORS board pin filter): black, white, gray
-- by brightness and saturation, else by hue: red, orange, brown, yellow, green, teal, blue, purple, pink.
-- server/v3/board/color-family.ts holds the same rule in TypeScript and the list of families.
CREATE OR REPLACE FUNCTION "color_family"(hex text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE
    WHEN v < 0.2 THEN 'black'
    WHEN s < 0.15 THEN CASE WHEN v > 0.85 THEN 'white' ELSE 'gray' END
    WHEN h < 15 OR h >= 345 THEN 'red'
    WHEN h < 45 THEN CASE WHEN v < 0.6 THEN 'brown' ELSE 'orange' END
    WHEN h < 70 THEN 'yellow'
    WHEN h < 165 THEN 'green'
    WHEN h < 195 THEN 'teal'
    WHEN h < 255 THEN 'blue'
    WHEN h < 290 THEN 'purple'
    ELSE 'pink'
  END
  FROM (
    SELECT mx AS v,
           CASE WHEN mx = 0 THEN 0 ELSE (mx - mn) / mx END AS s,
           CASE WHEN mx = mn THEN 0
                WHEN mx = r THEN mod(60 * (g - b) / (mx - mn) + 360, 360)
                WHEN mx = g THEN 60 * (b - r) / (mx - mn) + 120
                ELSE 60 * (r - g) / (mx - mn) + 240 END AS h
    FROM (
      SELECT r, g, b, greatest(r, g, b) AS mx, least(r, g, b) AS mn
      FROM (
        SELECT ('x' || substr(hex, 2, 2))::bit(8)::int / 255.0 AS r,
               ('x' || substr(hex, 4, 2))::bit(8)::int / 255.0 AS g,
               ('x' || substr(hex, 6, 2))::bit(8)::int / 255.0 AS b
      ) rgb
    ) mm
  ) hsv
$$;
