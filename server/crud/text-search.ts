import { and, sql, type SQL } from 'drizzle-orm';

/**
 * The one search rule of every list and picker: the text is split into words, and a row matches when each word is
 * somewhere in it, in any order ("Rossi Marco" finds "Marco Rossi"). A picker ranks exact and prefix matches first,
 * then rows where each word starts a word, then the other rows holding every word, then rows close to the text (a
 * typo: pg_trgm's word similarity), within the rows the caller may pick.
 */

/** At most this many words count: a longer text only narrows further. */
const MAX_WORDS = 8;

/** `50%_off\` -> `50\%\_off\\`: the text matches itself inside ILIKE (backslash is PostgreSQL's default escape). */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** The words of a search text (blank: none). */
export const searchWords = (text: string): string[] =>
  text
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '')
    .slice(0, MAX_WORDS);

/** The ILIKE pattern of "contains this word". */
export const containsPattern = (word: string): string => `%${escapeLike(word)}%`;

/**
 * Every word of `text` matched by `matchesWord`, given each word's "contains" pattern (a list's columns or a unit's own
 * search).
 */
export function everyWord(text: string, matchesWord: (pattern: string) => SQL | undefined): SQL | undefined {
  return and(...searchWords(text).map((word) => matchesWord(containsPattern(word))));
}

/** A word as a PostgreSQL regular expression matching itself. */
const escapeRegex = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, (character) => `\\${character}`);

/** What a picker's label must satisfy for `text`, and the order of its matches (best first). */
export function rankedSearch(labelExpression: SQL, text: string): { where: SQL; order: SQL[] } {
  // In parentheses: a label such as `first || ' ' || last` binds looser than `<%` and `~*`.
  const label = sql`(${labelExpression})`;
  const trimmed = sql`${text.trim()}::text`;
  const words = searchWords(text);
  const contains = and(...words.map((word) => sql`${label} ilike ${containsPattern(word)}::text`)) ?? sql`true`;
  const startsWords = and(...words.map((word) => sql`${label} ~* ${`\\m${escapeRegex(word)}`}::text`)) ?? sql`true`;
  const close = sql`${trimmed} <% ${label}`;
  const rank = sql`case
    when lower(${label}) = lower(${trimmed}) then 0
    when ${label} ilike ${`${escapeLike(text.trim())}%`}::text then 1
    when ${startsWords} then 2
    when ${contains} then 3
    else 4 end`;
  // Within the exact, prefix, word-start and contains ranks the source's own order (a name's) decides; only the rows
  // that are merely close are ordered by how close.
  const closeOnly = (measure: SQL) => sql`case when ${rank} = 4 then ${measure} end desc nulls last`;
  return {
    where: sql`(${contains} or ${close})`,
    order: [
      sql`${rank} asc`,
      closeOnly(sql`word_similarity(${trimmed}, ${label})`),
      closeOnly(sql`similarity(${trimmed}, ${label})`),
    ],
  };
}
