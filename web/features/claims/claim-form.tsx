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
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
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
  if (send.data?.outcome === "website-code") return <WebsiteCode code={send.data.code} email={values.email.trim()} />;
  if (send.data) return <Done text={format(send.data.outcome === "link-sent" ? m.claimLinkSent : m.claimQueued, { email: values.email.trim() })} />;

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
    <form noValidate onSubmit={submit} aria-labelledby="claim-heading" className="mt-8 max-w-xl space-y-5">
      <h2 id="claim-heading" className="text-xl font-semibold">
        {format(m.claimHeading, { title: listing.data.title })}
      </h2>
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

function Done({ text }: { text: string }) {
  return (
    <p role="status" className="mt-6 rounded-2xl bg-green-50 p-6 text-green-900">
      {text}
    </p>
  );
}

/** The second rung: the code to place on the website, "Check my website" and "Ask the team instead". */
function WebsiteCode({ code, email }: { code: string; email: string }) {
  const utils = trpc.useUtils();
  const check = useMutation({ mutationFn: () => withChallenge(utils.client, ({ client }) => client.claims.checkWebsite.mutate({ code })) });
  const ask = useMutation({ mutationFn: () => utils.client.claims.askTeam.mutate({ code }) });
  if (check.data?.finding === "found") return <Done text={format(m.finding_found, { email })} />;
  if (ask.isSuccess) return <Done text={format(m.claimQueued, { email })} />;
  const failure = check.error ?? ask.error;
  return (
    <section className="mt-8 max-w-2xl space-y-4" aria-labelledby="website-code-heading">
      <h2 id="website-code-heading" className="text-xl font-semibold">
        {m.codeHeading}
      </h2>
      <p className="text-gray-700">{m.codeIntro}</p>
      <p>{m.codeAsMeta}</p>
      <pre className="overflow-x-auto rounded-lg bg-gray-100 p-3 text-sm">{`<meta name="local-hype-verification" content="${code}">`}</pre>
      <p>{m.codeAsFile}</p>
      <pre className="overflow-x-auto rounded-lg bg-gray-100 p-3 text-sm">{`/.well-known/local-hype-verification.txt\n${code}`}</pre>
      {check.data && (
        <p role="alert" className="font-medium text-brand-700">
          {m[`finding_${check.data.finding}`]}
        </p>
      )}
      {failure && (
        <p role="alert" className="font-medium text-brand-700">
          {apiReason(failure) ?? m.claimFailedText}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" aria-disabled={check.isPending} className={primaryButton} onClick={() => check.isPending || check.mutate()}>
          {check.isPending ? m.checking : m.checkWebsite}
        </button>
        <button type="button" aria-disabled={ask.isPending} className={secondaryButton} onClick={() => ask.isPending || ask.mutate()}>
          {m.askTeam}
        </button>
      </div>
    </section>
  );
}
