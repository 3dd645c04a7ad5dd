import { Button, Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { Link } from "react-router";
import { LOAN_TYPE_INFO, LOAN_TYPES } from "@/domain/loan-types";

/** Header "Products" dropdown: one entry per loan-type listing page. */
export function ProductsMenu() {
  return (
    <Menu position="bottom-start" width={220} shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="subtle" rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
          Products
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Loan types</Menu.Label>
        {LOAN_TYPES.map((type) => (
          <Menu.Item key={type} component={Link} to={LOAN_TYPE_INFO[type].route}>
            {LOAN_TYPE_INFO[type].label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
