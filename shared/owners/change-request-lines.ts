// A change request's fields as people read them, in the active locale: "Name: Old → New" (the owner's
// page, the moderators' queue and the decision e-mail say it the same way).
import { format } from "../i18n/messages";
import { categoryName } from "../places/category-name";
import { isCategorySlug } from "../places/business-categories";
import { REQUESTABLE_FIELDS, type RequestableField } from "./change-request-rules";
import { ownerMessages as m } from "./owner-texts";

const LABELS: Record<RequestableField, () => string> = {
  title: () => m.requestTitleLabel,
  address: () => m.requestAddressLabel,
  category: () => m.requestCategoryLabel,
};

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return m.requestEmpty;
  if (field === "category" && isCategorySlug(value)) return categoryName(value);
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** One line per changed field, in the form's order. */
export function changeLines(changes: readonly { field: string; before?: unknown; after?: unknown }[]): string[] {
  return REQUESTABLE_FIELDS.flatMap((field) =>
    changes
      .filter((change) => change.field === field)
      .map((change) =>
        format(m.requestChangeLine, { field: LABELS[field](), before: shown(field, change.before), after: shown(field, change.after) }),
      ),
  );
}
