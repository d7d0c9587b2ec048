// /submit (spec section 2, "Submit Content"): lays out the submission form.
import { messages } from "@shared/messages";
import { submitMessages } from "@shared/messages/submit";
import { PageTitle } from "@web/components/seo/page-head";
import { SubmissionForm } from "./submission-form";

export default function SubmitPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-10">
      <PageTitle title={`${messages.screens.submit} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-bold tracking-tight">{messages.screens.submit}</h1>
      <p className="mt-2 mb-8 text-gray-700">{submitMessages.intro}</p>
      <SubmissionForm />
    </section>
  );
}
