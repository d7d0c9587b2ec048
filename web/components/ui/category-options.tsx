// The 16 business categories as <option>s (value: the slug, text: the name in the page's language), after a
// "none" option, for any native category <select> (the submit form, the admin listing editor).
import { CATEGORY_SLUGS } from "@shared/places/business-categories";
import { submitMessages } from "@shared/submissions/submit-texts";
import { categoryName } from "@shared/places/category-name";

export function CategoryOptions() {
  return (
    <>
      <option value="">{submitMessages.categoryPlaceholder}</option>
      {CATEGORY_SLUGS.map((slug) => (
        <option key={slug} value={slug}>
          {categoryName(slug)}
        </option>
      ))}
    </>
  );
}
