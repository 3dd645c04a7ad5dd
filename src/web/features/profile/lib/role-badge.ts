/** The role badge of My Profile: the user type, and for lenders their approval state. */
export interface RoleBadge {
  label: string;
  color: "lane" | "gray" | "yellow" | "red" | "grape";
}

export function roleBadge(
  userType: string | null | undefined,
  approvalStatus: string | null | undefined,
): RoleBadge {
  switch (userType) {
    case "admin":
      return { label: "Admin", color: "grape" };
    case "lender":
      if (approvalStatus === "approved") return { label: "Lender", color: "lane" };
      if (approvalStatus === "rejected") return { label: "Lender · Not approved", color: "red" };
      return { label: "Lender · Pending approval", color: "yellow" };
    case "borrower":
      return { label: "Borrower", color: "lane" };
    default:
      return { label: "Member", color: "gray" };
  }
}
