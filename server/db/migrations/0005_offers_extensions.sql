-- Nearest offers use earthdistance over cube (GiST); the embedded geocoder uses pg_trgm.
-- All three ship with PGlite and with Debian's PostgreSQL.
CREATE EXTENSION IF NOT EXISTS cube;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
