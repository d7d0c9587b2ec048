// The brand's name as the page's texts write it (titles, og:site_name, the publisher in JSON-LD).
import { messages } from "../i18n/messages";

export const brandName = (): string => messages.brand.name;
