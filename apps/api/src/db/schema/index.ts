// The schema entry for Drizzle and drizzle-kit: each aggregate gets its own file in this folder,
// listed here by name. There are no tables yet; the first migration only enables pg_trgm.
export {}
