// A reviewer's own page, behind their e-mailed link (/reviews/how-it-works#token; no login):
// "Publish my review" (a button, so a mail scanner following the link publishes nothing), then where the
// review stands, editing it (a hidden one once) and deleting it.
import { useState, type FormEvent } from "react";
import { Link } from "react-router-dom";
import { format, messages } from "@shared/i18n/messages";
import { reviewMessages as m } from "@shared/reviews/reviews-texts";
import { PageTitle } from "@web/components/seo/page-head";
import { QueryError } from "@web/components/ui/query-error";
import { primaryButton, secondaryButton } from "@web/components/ui/button-styles";
import { apiReason } from "@web/lib/api-errors";
import { textLang } from "@web/lib/text-lang";
import { trpc, type RouterOutputs } from "@web/lib/trpc";
import { ReviewFields, type ReviewDraft } from "@web/features/reviews/review-fields";
import { checkDraft, type DraftErrors } from "@web/features/reviews/review-draft";
import { ReviewerDataDownload } from "@web/features/reviews/reviewer-data-download";

type ManageView = RouterOutputs["reviews"]["manage"];

export default function ReviewManagePage({ token }: { token: string }) {
  const utils = trpc.useUtils();
  const view = trpc.reviews.manage.useQuery({ token }, { retry: false });
  const [deleted, setDeleted] = useState(false);
  const refresh = () => void utils.reviews.manage.invalidate({ token });
  const confirm = trpc.reviews.confirm.useMutation({ onSuccess: refresh });
  const remove = trpc.reviews.remove.useMutation({ onSuccess: () => setDeleted(true) });

  const heading = view.data ? format(m.manageHeading, { title: view.data.listing.title }) : messages.screens.review;
  return (
    <section className="mx-auto max-w-2xl px-4 py-12">
      <PageTitle title={`${messages.screens.review} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <div role="status" className="mt-6">
        {deleted ? (
          <p>{m.deleted}</p>
        ) : view.isError ? (
          (apiReason(view.error) ?? <QueryError onRetry={() => void view.refetch()} />)
        ) : view.data ? (
          <StatusLine view={view.data} />
        ) : null}
        {(confirm.isError || remove.isError) && (
          <p className="text-red-800">{apiReason(confirm.error ?? remove.error) ?? messages.errors.loadFailed}</p>
        )}
      </div>
      {view.data && !deleted && (
        <>
          <p className="mt-2">
            <Link to={view.data.listing.path} className="font-semibold text-brand-700 underline">
              {view.data.listing.title}
            </Link>
          </p>
          {view.data.status === "unconfirmed" && (
            <div className="mt-6">
              <p className="text-gray-700">{m.confirmIntro}</p>
              <button type="button" className={`${primaryButton} mt-4`} disabled={confirm.isPending} onClick={() => confirm.mutate({ token })}>
                {m.confirmButton}
              </button>
            </div>
          )}
          {view.data.canEdit && <EditForm token={token} view={view.data} onSaved={refresh} />}
          <button type="button" className={`${secondaryButton} mt-8`} disabled={remove.isPending} onClick={() => remove.mutate({ token })}>
            {m.deleteButton}
          </button>
          <ReviewerDataDownload token={token} />
        </>
      )}
    </section>
  );
}

function StatusLine({ view }: { view: ManageView }) {
  if (view.status === "published") return <p>{m.statusPublished}</p>;
  if (view.status === "held") return <p>{m.statusHeld}</p>;
  if (view.status === "hidden" && view.hideReason) {
    return (
      <p>
        {format(m.statusHidden, { reason: m.hideReasons[view.hideReason] })} {view.canEdit && m.statusHiddenEdit}
      </p>
    );
  }
  return null;
}

function EditForm({ token, view, onSaved }: { token: string; view: ManageView; onSaved: () => void }) {
  const [draft, setDraft] = useState<ReviewDraft>({
    kind: view.kind,
    stars: view.stars,
    text: view.text,
    visitMonth: view.visitMonth,
    displayName: view.displayName,
    language: view.language,
  });
  const [errors, setErrors] = useState<DraftErrors>({});
  // The photos to take down with this edit (an edit adds none).
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const edit = trpc.reviews.edit.useMutation({
    onSuccess: () => {
      setRemoved(new Set());
      onSaved();
    },
  });

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = await checkDraft(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    edit.mutate({ token, review: checked.value, removePhotos: [...removed] });
  }

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="mt-8 grid gap-4">
      <ReviewFields idPrefix="manage" draft={draft} onChange={setDraft} errors={errors} />
      {view.photos.length > 0 && (
        <fieldset>
          <legend className="font-semibold">{m.yourPhotos}</legend>
          <ul className="mt-2 flex flex-wrap gap-4" lang={textLang(view.language)}>
            {view.photos.map((photo, i) => (
              <li key={photo.key}>
                <img
                  src={photo.src}
                  width={photo.width}
                  height={photo.height}
                  alt={photo.caption ?? format(m.photoAlt, { n: i + 1, name: view.displayName })}
                  className="h-24 w-auto rounded-lg bg-gray-100 object-cover"
                />
                <label className="mt-1 flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={removed.has(photo.key)}
                    onChange={(event) =>
                      setRemoved((keys) => {
                        const next = new Set(keys);
                        if (event.target.checked) next.add(photo.key);
                        else next.delete(photo.key);
                        return next;
                      })
                    }
                  />
                  {format(m.removePhoto, { n: i + 1 })}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {edit.isError && <p className="text-red-800">{apiReason(edit.error) ?? messages.errors.loadFailed}</p>}
      <button type="submit" className={primaryButton} disabled={edit.isPending}>
        {m.editButton}
      </button>
    </form>
  );
}
