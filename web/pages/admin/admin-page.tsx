import { messages } from "@shared/messages";
import { PagePlaceholder } from "@web/components/ui/page-placeholder";

export default function AdminPage() {
  return <PagePlaceholder heading={messages.screens.admin} />;
}
