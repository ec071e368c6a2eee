import { and, type SQL, sql } from 'drizzle-orm'
import { products, searchWords } from '../../db/schema/index.ts'
import type { Deps } from '../../http/context.ts'

/**
 * Product search (issue 10): the predicate and ranking of a shopper's query, kept apart from the
 * listing query so the two can change independently.
 *
 * - Every word must match (AND); a word matches a product by full text (Russian and English
 *   stemming, so "куртка" finds "куртки" and "tent" finds "tents") as a prefix (search-as-you-type:
 *   "палат" finds "палатка"), or, for words of 4+ letters, by trigram similarity to the product's
 *   name and brand (typo tolerance: "палтка", "рюкзк").
 * - Ranking: full-text rank (name matches weigh most) plus trigram closeness.
 * - The documents are generated columns and the vocabulary is kept by a trigger (migration 0002);
 *   nothing is indexed at query time.
 */

/** Words longer than this many are ignored: a query is a few words, not a paragraph. */
const MAX_WORDS = 6
/** Below this length a typo is indistinguishable from another word. */
const MIN_FUZZY_LENGTH = 4
/** word_similarity of a typed word to a name: 0.5 accepts one wrong/missing letter in 6-7. */
const FUZZY_THRESHOLD = 0.5
/** similarity of a typed word to a vocabulary word for "did you mean". */
const SUGGEST_THRESHOLD = 0.3

/** The query's words: lower-cased letters and digits only (so no tsquery syntax gets through). */
export function searchWordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_WORDS)
}

/** A prefix tsquery of one word in the three configurations the document is built with. */
function wordQuery(word: string): SQL {
  const term = `${word}:*`
  return sql`(to_tsquery('russian'::regconfig, ${term}) || to_tsquery('english'::regconfig, ${term}) || to_tsquery('simple'::regconfig, ${term}))`
}

function wordMatches(word: string): SQL {
  const fullText = sql`${products.searchVector} @@ ${wordQuery(word)}`
  if ([...word].length < MIN_FUZZY_LENGTH || /^\d+$/.test(word)) return fullText
  return sql`(${fullText} or word_similarity(${word}, ${products.searchText}) >= ${FUZZY_THRESHOLD})`
}

/** The condition a product must meet to be a result of `text`; null when the text has no words. */
export function searchPredicate(text: string): SQL | null {
  const words = searchWordsOf(text)
  if (words.length === 0) return null
  const conditions = words.map(wordMatches)
  // An article ("TR-00012") is found as typed, punctuation included.
  const pattern = `%${text.trim().replace(/[\\%_]/g, (m) => `\\${m}`)}%`
  return sql`(${and(...conditions)} or ${products.article} ilike ${pattern})`
}

/** Relevance of a product to `text` (higher first): use as the first ORDER BY term. */
export function searchRank(text: string): SQL {
  const words = searchWordsOf(text)
  if (words.length === 0) return sql`0`
  const query = words.map(wordQuery).reduce((all, next) => sql`${all} && ${next}`)
  const joined = words.join(' ')
  return sql`(ts_rank(${products.searchVector}, ${query}) + word_similarity(${joined}, ${products.searchText}))`
}

/**
 * "Did you mean": the query with each word that finds nothing by full text replaced by the most
 * similar word of the shop's vocabulary; null when nothing needs (or can get) a correction.
 */
export async function searchSuggestion(deps: Deps, companyId: number, text: string): Promise<string | null> {
  const words = searchWordsOf(text)
  if (words.length === 0) return null
  let changed = false
  const corrected: string[] = []
  for (const word of words) {
    const [row] = await deps.db
      .select({
        found: sql<boolean>`exists (select 1 from ${products} where ${products.companyId} = ${companyId} and ${products.searchVector} @@ ${wordQuery(word)})`,
        closest: sql<string | null>`(select ${searchWords.word} from ${searchWords}
          where ${searchWords.companyId} = ${companyId} and similarity(${searchWords.word}, ${word}) >= ${SUGGEST_THRESHOLD}
          order by similarity(${searchWords.word}, ${word}) desc, ${searchWords.word} limit 1)`,
      })
      .from(sql`(select 1) as one`)
    if (!row?.found && row?.closest && row.closest !== word) {
      corrected.push(row.closest)
      changed = true
    } else corrected.push(word)
  }
  return changed ? corrected.join(' ') : null
}
