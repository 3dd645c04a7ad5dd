import type { LenderSearchResponse } from "@/domain/lenders/lender-dto";
import { searchColumnsOf } from "@/domain/search/engine/columns";
import { searchDependence } from "@/domain/search/engine/dependence";
import type { SearchQuery } from "@/domain/search/query-schema";
import type { Catalogue } from "../../catalogue/catalogue";
import type { CatalogueCache } from "../../catalogue/catalogue-cache";
import { EncodedBody } from "../../lib/encoded-body";
import { searchAnswerJson } from "./search-answer-json";

export interface FindLendersOptions {
  catalogue: CatalogueCache;
  query: SearchQuery;
  /** The signed-in viewer's profile, or null; asked for only when it can matter. */
  viewer: () => Promise<{ creditScore: number | null } | null>;
}

export interface FindLendersResult {
  response: LenderSearchResponse;
  /** Whether the result was computed for the signed-in viewer (not to be shared with others). */
  personalised: boolean;
}

/** A search answer as kept with the catalogue version: the object, and its bytes once asked. */
interface CachedAnswer {
  response: LenderSearchResponse;
  body?: EncodedBody;
}

/** The tail of the queue of computed searches (see inTurn). */
let computing: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` in an event-loop turn of its own, after the computed searches queued before it.
 * A burst of distinct searches would otherwise run back to back in one turn (every request
 * read in the same poll phase), holding the loop for all of them: health checks and cached
 * answers waited for the whole burst. One per turn, the I/O between them is served.
 */
function inTurn<T>(work: () => T): Promise<T> {
  const run = computing
    .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
    .then(work);
  computing = run.catch(() => undefined);
  return run;
}

function keyOf(query: SearchQuery, profileCreditScore: number | null): string {
  return JSON.stringify([
    query.loanType,
    query.location,
    query.loanAmount,
    query.creditScore,
    query.collateralType,
    query.fundingTime,
    query.verified,
    query.sortBy,
    query.page,
    profileCreditScore,
  ]);
}

const keptAnswer = (current: Catalogue, key: string) =>
  current.searchResults.get(key)?.value as CachedAnswer | undefined;

function answerOf(
  current: Catalogue,
  query: SearchQuery,
  profileCreditScore: number | null,
  key: string,
): CachedAnswer {
  let answer = keptAnswer(current, key);
  if (!answer) {
    const { candidates, columns } = current.searchIndex(query.loanType, query.sortBy);
    const result = searchColumnsOf(candidates, columns, query, { profileCreditScore });
    answer = {
      response: {
        items: result.items.map(({ lender, products, product, match }) => ({
          lender,
          product,
          productTypes: products.map((p) => p.productType),
          match,
        })),
        matchCount: result.matchCount,
        totalForType: result.totalForType,
        page: result.page,
        pages: result.pages,
        pageSize: result.pageSize,
      },
    };
    current.searchResults.set(key, {
      value: answer,
      // Only changes that can alter this answer drop it (searchDependence): a write to a
      // lender sorted before or after the page, matching before and after, keeps it.
      dependsOn: searchDependence(query, { profileCreditScore }, result),
    });
  }
  return answer;
}

/**
 * Serialises an answer once (checked against the response schema), from the cards' kept
 * texts (search-answer-json.ts).
 */
function encode(answer: CachedAnswer): EncodedBody {
  answer.body ??= EncodedBody.jsonText(searchAnswerJson(answer.response));
  return answer.body;
}

/**
 * The kept answer, else one computed (and, with `encoded`, serialised) in a turn of its own
 * (inTurn), once the index it reads is built (in slices); a request that finds it kept
 * meanwhile takes it.
 */
async function cachedAnswer(
  { catalogue, query, viewer }: FindLendersOptions,
  encoded: boolean,
): Promise<{ answer: CachedAnswer; personalised: boolean }> {
  const [current, profile] = await Promise.all([
    catalogue.get(),
    query.creditScore === undefined ? viewer() : Promise.resolve(null),
  ]);
  const profileCreditScore = profile?.creditScore ?? null;
  const key = keyOf(query, profileCreditScore);
  const kept = keptAnswer(current, key);
  // A list's first search sorts it and builds its columns: in slices, not in the answer's turn.
  if (!kept) await current.prepareSearchIndex(query.loanType, query.sortBy);
  const answer =
    kept ??
    (await inTurn(() => {
      const computed = answerOf(current, query, profileCreditScore, key);
      if (encoded) encode(computed);
      return computed;
    }));
  return { answer, personalised: profile !== null };
}

/**
 * One page of a listing (spec 2 'Lender listing pages', spec 9 'Lender filtering', 'Sort
 * options', 'Match score'): the domain's search over the cached catalogue. The catalogue keeps
 * the lenders offering each loan type in each order the domain's searchColumnsOf needs, with
 * their facts in typed columns, so no request sorts or follows lender objects; the domain's
 * rules decide.
 * With no credit score filter the viewer's profile score applies. Answers are kept with the
 * catalogue version, so a repeated query costs a lookup.
 */
export async function findLenders(options: FindLendersOptions): Promise<FindLendersResult> {
  const { answer, personalised } = await cachedAnswer(options, false);
  return { response: answer.response, personalised };
}

/**
 * findLenders' answer as bytes for the route: checked against the response schema and
 * serialised once per query and catalogue version, compressed once per encoding.
 */
export async function findLendersBody(
  options: FindLendersOptions,
): Promise<{ body: EncodedBody; personalised: boolean }> {
  const { answer, personalised } = await cachedAnswer(options, true);
  return { body: encode(answer), personalised };
}
