/**
 * The JSON text of a search answer, built from pieces: each card's lender, product and
 * product types are checked against the response schema and stringified once, kept by the
 * product object (a catalogue entry's products are its own and immutable, so a changed lender
 * has new ones), and an answer is then those texts joined with its per-query parts (the match
 * scores and the counts), each still checked by its schema. The text equals
 * `JSON.stringify(lenderSearchResponseSchema.encode(response))` byte for byte (tested): the
 * schema encodes an item's fields in its shape's order, which the joins follow. An uncached
 * answer then costs a few small encodes and a string join, not a walk of 20 lenders with all
 * their products' fields through the schema and JSON (issue 34: its event-loop hold).
 */
import {
  lenderSearchResponseSchema,
  matchScoreSchema,
  publicLenderSchema,
  publicLoanProductSchema,
} from "@/domain/contract/lenders";
import type { LenderSearchItem, LenderSearchResponse } from "@/domain/lenders/lender-dto";
import { BoundedMap } from "../../catalogue/bounded-map";

/**
 * Card texts kept (about 2 KB each): the lenders of the common first pages, across catalogue
 * versions (a write makes new products for the lenders it changed, so their old texts are
 * never asked for again and fall out).
 */
export const CARD_TEXTS_KEPT = 10_000;

interface CardText {
  readonly lender: object;
  readonly types: string;
  readonly text: string;
}

const cardTexts = new BoundedMap<object, CardText>(CARD_TEXTS_KEPT);

const productTypesSchema = lenderSearchResponseSchema.shape.items.element.shape.productTypes;

/** An item's text up to its match: `{"lender":…,"product":…,"productTypes":[…]`. */
function cardText(item: LenderSearchItem): string {
  // Kept by the product; the lender and the type list are compared too (cheap), so a card
  // is never served with another lender's text, however the objects came to be shared.
  const types = item.productTypes.join(",");
  const kept = cardTexts.get(item.product);
  if (kept && kept.lender === item.lender && kept.types === types) return kept.text;
  const text =
    `{"lender":${JSON.stringify(publicLenderSchema.encode(item.lender))}` +
    `,"product":${JSON.stringify(publicLoanProductSchema.encode(item.product))}` +
    `,"productTypes":${JSON.stringify(productTypesSchema.encode(item.productTypes))}`;
  cardTexts.set(item.product, { lender: item.lender, types, text });
  return text;
}

const ITEMS_OPENING = '{"items":[';

/** `JSON.stringify(lenderSearchResponseSchema.encode(response))`, from kept card texts. */
export function searchAnswerJson(response: LenderSearchResponse): string {
  // The answer without items, checked and stringified by the schema: `{"items":[],…}`.
  const frame = JSON.stringify(lenderSearchResponseSchema.encode({ ...response, items: [] }));
  if (!frame.startsWith(`${ITEMS_OPENING}]`)) {
    throw new Error("search answer: the schema no longer starts with items");
  }
  const items = response.items.map(
    (item) => `${cardText(item)},"match":${JSON.stringify(matchScoreSchema.encode(item.match))}}`,
  );
  return `${ITEMS_OPENING}${items.join(",")}${frame.slice(ITEMS_OPENING.length)}`;
}
