/**
 * The loan request table with its search and page in the address (?q=…&page=…): reloads,
 * links and back/forward keep them.
 */
import { z } from "zod";
import { urlStateCodec, useUrlState } from "@/web/lib/table";
import { LoanRequestsTable } from "./loan-requests-table";

const listState = z.object({
  q: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const codec = urlStateCodec(listState);

export function AdminLoanRequestsList() {
  const { state, update } = useUrlState(codec);
  return (
    <LoanRequestsTable
      search={state.q ?? ""}
      page={state.page}
      onSearchChange={(q) =>
        update((s) => ({ ...s, q: q || undefined, page: 1 }), { replace: true })
      }
      onPageChange={(page) => update((s) => ({ ...s, page }))}
    />
  );
}
