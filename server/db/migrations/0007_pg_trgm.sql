-- Trigram matching for the ILIKE searches of the lists (projects first): a trusted extension, no superuser needed.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
