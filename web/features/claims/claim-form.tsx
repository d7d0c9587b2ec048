// The claim form: name, e-mail, role at the business, optional phone and note. It validates with the
// server's schema before sending; a busy network is asked for the bot challenge (withChallenge). The
// answer says what happens next: a link in the inbox (an address at the website's domain) or the team's
// review.
import { useId, useState, type FormEvent } from "react";
import { useMutation } from "@tanstack/react-query";
import { format } from "@shared/i18n/messages";
import { claimMessages as m } from "@shared/owners/claim-texts";
import { claimInput, type ClaimInput } from "@shared/owners/claim-schema";
import { TextInputField } from "@web/components/ui/form-field";
import { primaryButton } from "@web/components/ui/button-styles";
import { apiFieldErrors, apiReason, firstFieldMessages } from "@web/lib/api-errors";
import { trpc } from "@web/lib/trpc";
import { withChallenge } from "@web/lib/with-challenge";

const EMPTY = { name: "", email: "", role: "", phone: "", note: "" };
type Field = keyof typeof EMPTY;
const FIELDS = Object.keys(EMPTY) as Field[];
const isField = (key: string): key is Field => (FIELDS as string[]).includes(key);

export function ClaimForm({ listingId }: { listingId: number }) {
  const id = useId();
  const listing = trpc.claims.listing.useQuery({ listingId });
  const utils = trpc.useUtils();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const send = useMutation({
    mutationFn: (input: ClaimInput) => withChallenge(utils.client, ({ client }) => client.claims.create.mutate(input)),
    onError: (error) => setErrors(firstFieldMessages(apiFieldErrors(error), (key) => (isField(key) ? key : null))),
  });

  if (listing.isPending) return null;
  if (!listing.data) {
    return (
      <p role="alert" className="mt-6 text-gray-700">
        {m.listingGone}
      </p>
    );
  }
  if (send.data) {
    return (
      <p role="status" className="mt-6 rounded-2xl bg-green-50 p-6 text-green-900">
        {format(send.data.outcome === "link-sent" ? m.claimLinkSent : m.claimQueued, { email: values.email.trim() })}
      </p>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const parsed = claimInput.safeParse({ listingId, ...values });
    if (!parsed.success) {
      setErrors(firstFieldMessages(parsed.error.flatten().fieldErrors, (key) => (isField(key) ? key : null)));
      return;
    }
    setErrors({});
    send.mutate({ listingId, ...values });
  }

  const field = (
    name: Field,
    label: string,
    type: "email" | "text" | "textarea",
    extra: { required?: boolean; hint?: string; autoComplete?: string } = {},
  ) => (
    <TextInputField
      id={`${id}-${name}`}
      name={name}
      label={label}
      type={type}
      value={values[name]}
      error={errors[name]}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="mt-8 max-w-xl space-y-5">
      <h2 className="text-xl font-semibold">{format(m.claimHeading, { title: listing.data.title })}</h2>
      <p className="text-gray-700">{m.claimIntro}</p>
      {field("name", m.nameLabel, "text", { required: true, autoComplete: "name" })}
      {field("email", m.emailLabel, "email", { required: true, hint: m.emailHint, autoComplete: "email" })}
      {field("role", m.roleLabel, "text", { required: true, autoComplete: "organization-title" })}
      {field("phone", m.phoneLabel, "text", { autoComplete: "tel" })}
      {field("note", m.noteLabel, "textarea")}
      {send.isError && (
        <p role="alert" className="font-medium text-brand-700">
          {m.claimFailed}: {apiReason(send.error) ?? m.claimFailedText}
        </p>
      )}
      <button type="submit" aria-disabled={send.isPending} className={`${primaryButton} aria-disabled:cursor-wait aria-disabled:opacity-60`}>
        {m.submitClaim}
      </button>
    </form>
  );
}
