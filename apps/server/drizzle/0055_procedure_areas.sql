ALTER TABLE "chart_entries" ADD COLUMN "last_tooth" text;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "chart_entries" ADD COLUMN "area" text DEFAULT 'Mouth' NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "area" text;--> statement-breakpoint
CREATE INDEX "chart_entries_area_idx" ON "chart_entries" USING btree ("area");--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_last_tooth_check" CHECK ("last_tooth" IN ('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '20', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '32', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P', 'Q', 'R', 'S', 'T'));--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_region_check" CHECK ("region" IN ('Upper Right Quadrant', 'Upper Left Quadrant', 'Lower Left Quadrant', 'Lower Right Quadrant', 'Sextant 1 (Upper Right)', 'Sextant 2 (Upper Anterior)', 'Sextant 3 (Upper Left)', 'Sextant 4 (Lower Left)', 'Sextant 5 (Lower Anterior)', 'Sextant 6 (Lower Right)', 'Upper Arch', 'Lower Arch'));--> statement-breakpoint
ALTER TABLE "chart_entries" ADD CONSTRAINT "chart_entries_area_check" CHECK ("area" IN ('Mouth', 'Tooth', 'Span', 'Quadrant', 'Sextant', 'Arch'));--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_area_check" CHECK ("area" IN ('Mouth', 'Tooth', 'Span', 'Quadrant', 'Sextant', 'Arch'));--> statement-breakpoint
-- Issue 28: every procedure record charted before areas is on its tooth, or on no tooth (the whole mouth).
UPDATE "chart_entries" SET "area" = 'Tooth' WHERE "tooth" IS NOT NULL;
