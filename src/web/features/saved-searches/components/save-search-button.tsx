/**
 * The listing's 'Save this search' (issue 32): signed-in borrowers open the save dialog;
 * visitors are asked to sign in; lender and admin accounts, who keep no searches, see nothing.
 */
import { Anchor, Button, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconBookmark } from "@tabler/icons-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { VISITOR_ONLY_ATTRIBUTE } from "@/domain/accounts/sign-in-hint";
import { toActor } from "@/domain/policies/actor";
import { canSaveSearches } from "@/domain/policies/saved-search-policies";
import { useMe } from "@/web/lib/session/me";

/**
 * Issue 34: a signed-in user may get the visitors' shared copy of the listing; while the page
 * carries the sign-in hint, global.css hides this visitors' line (its room kept) as it hides the
 * header's 'Sign in', until the app knows the session and shows 'Save this search' instead.
 */
const VISITOR_ONLY = { [VISITOR_ONLY_ATTRIBUTE]: "" };

/**
 * The dialog (the form kit and the contract's Zod schema) loads when first opened: the
 * listing's first download stays without them (scripts/bundle-budget.ts).
 */
const SaveSearchDialog = lazy(() =>
  import("./save-search-dialog").then((m) => ({ default: m.SaveSearchDialog })),
);

export function SaveSearchButton({
  query,
  defaultName,
}: {
  query: Record<string, string>;
  defaultName: string;
}) {
  const me = useMe();
  const [opened, dialog] = useDisclosure(false);
  if (me.isPending) return null;
  const profile = me.data?.profile ?? null;
  if (!profile) {
    return (
      <Text size="sm" {...VISITOR_ONLY}>
        <Anchor component={Link} to="/auth">
          Sign in
        </Anchor>{" "}
        to save this search and get an email when new lenders match.
      </Text>
    );
  }
  if (!canSaveSearches(toActor(profile))) return null;
  return (
    <>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconBookmark size={16} aria-hidden="true" />}
        onClick={dialog.open}
      >
        Save this search
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <SaveSearchDialog opened onClose={dialog.close} query={query} defaultName={defaultName} />
        </Suspense>
      ) : null}
    </>
  );
}
