import { NotFoundScreen } from "@web/components/layout/not-found-screen";

export default function NotFoundPage() {
  return <NotFoundScreen />;
}
