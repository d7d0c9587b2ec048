import { messages } from "@shared/messages";
import { PagePlaceholder } from "@web/components/ui/page-placeholder";

export default function CityPage() {
  return <PagePlaceholder heading={messages.screens.city} />;
}
