import type { BrowsableType } from "@shared/catalogue/listing";
import { messages } from "@shared/messages";
import { PagePlaceholder } from "@web/components/ui/page-placeholder";

export default function DetailPage(_: { type: BrowsableType }) {
  return <PagePlaceholder heading={messages.screens.detail} />;
}
