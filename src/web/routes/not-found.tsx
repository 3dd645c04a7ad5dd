import { NotFound } from "@/web/components/not-found";

export default function NotFoundRoute() {
  return <NotFound />;
}
