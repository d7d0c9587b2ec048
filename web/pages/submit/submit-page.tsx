import { messages } from "@shared/messages";
import { PagePlaceholder } from "@web/components/ui/page-placeholder";

export default function SubmitPage() {
  return <PagePlaceholder heading={messages.screens.submit} />;
}
