-- Custom migration: drizzle-kit does not write CREATE EXTENSION. pg_trgm backs the trigram search
-- completion; it is a trusted extension on PostgreSQL 13+, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
