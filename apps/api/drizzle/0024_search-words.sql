-- Custom migration (issue 42, docs/decisions/0058-forgiving-search.md): the words of every name
-- search completes (places of every kind, ships, listed tours' titles, English and Russian), one
-- row each, trigram-indexed. A misspelt word of a search phrase is looked up here by similarity
-- (the `%` operator uses the index; its 0.3 default is the floor, the code asks for more) and
-- searched as the words found. Refreshed with search_completion_terms, which it is made from.
-- Words split where pg_trgm's own trigrams split them (non-alphanumerics); two-letter words have
-- too few trigrams to match anything and are left out.
CREATE MATERIALIZED VIEW search_words AS
SELECT DISTINCT name_word AS word
FROM search_completion_terms, regexp_split_to_table(search_text, '[^[:alnum:]]+') AS name_word
WHERE length(name_word) >= 3;
--> statement-breakpoint
-- REFRESH … CONCURRENTLY needs a unique index; the exact lookup ("is this word a name's?") uses it too.
CREATE UNIQUE INDEX search_words_word_idx ON search_words (word);
--> statement-breakpoint
CREATE INDEX search_words_trgm_idx ON search_words USING gin (word gin_trgm_ops);
