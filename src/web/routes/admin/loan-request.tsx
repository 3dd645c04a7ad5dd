import { Button } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useParams } from "react-router";
import { PlaceholderPage } from "@/web/components/placeholder-page";

/** Spec 2 'Admin area': loan request detail. Placeholder until the admin issue. */
export default function AdminLoanRequestRoute() {
  const { id } = useParams();
  return (
    <PlaceholderPage
      title="Loan Request"
      description={`The details of loan request ${id ?? ""} are coming soon.`}
    >
      <Button
        component={Link}
        to="/admin/loan-requests"
        variant="default"
        mt="lg"
        leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      >
        Back to Requests
      </Button>
    </PlaceholderPage>
  );
}
