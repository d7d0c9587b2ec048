// The dashboard's e-mail delivery panel: how many e-mails failed or wait for a retry, and the newest ones
// with their status, so a failed send is visible (the submission or review itself is never lost).
import { format } from "@shared/i18n/messages";
import { adminMessages } from "@shared/admin/admin-texts";
import { EMAIL_KIND_LABELS, EMAIL_STATUS_LABELS } from "@shared/email/email-outbox-texts";
import { formatTimestamp } from "@web/lib/dates";
import { trpc } from "@web/lib/trpc";
import { AdminSection, ColumnHeads, QueryStates } from "@web/features/admin/ui/admin-section";

export function EmailDelivery() {
  const recent = trpc.admin.emails.recent.useQuery(undefined, { staleTime: 0 });
  return (
    <AdminSection heading={adminMessages.emailHeading} intro={adminMessages.emailIntro}>
      <QueryStates query={recent}>
        {({ emails, undelivered }) => (
          <>
            <p className={`mt-3 font-semibold ${undelivered.failed + undelivered.retrying > 0 ? "text-red-800" : "text-gray-800"}`}>
              {undelivered.failed + undelivered.retrying > 0 ? format(adminMessages.emailUndelivered, undelivered) : adminMessages.emailAllGood}
            </p>
            {emails.length === 0 ? (
              <p className="mt-3 text-gray-700">{adminMessages.emailNone}</p>
            ) : (
              // A focusable, named region: on a phone the table scrolls sideways, and the keyboard must reach it.
              <div role="region" aria-label={adminMessages.emailTableLabel} tabIndex={0} className="mt-3 overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <ColumnHeads
                    names={[
                      adminMessages.emailKind,
                      adminMessages.emailTo,
                      adminMessages.emailStatus,
                      adminMessages.emailAttempts,
                      adminMessages.emailWhen,
                      adminMessages.emailError,
                    ]}
                  />
                  <tbody>
                    {emails.map((email) => (
                      <tr key={email.id} className="border-b border-gray-100 align-top">
                        <td className="py-2 pr-4">
                          {EMAIL_KIND_LABELS[email.kind]}
                          {email.submission_title && <span className="block text-gray-700 break-words">{email.submission_title}</span>}
                        </td>
                        <td className="py-2 pr-4 break-all">{email.recipient}</td>
                        <td className={`py-2 pr-4 font-semibold ${email.status === "failed" ? "text-red-800" : ""}`}>
                          {EMAIL_STATUS_LABELS[email.status]}
                        </td>
                        <td className="py-2 pr-4">{email.attempts}</td>
                        <td className="py-2 pr-4">{formatTimestamp(email.created_at)}</td>
                        <td className="py-2 break-words">{email.last_error ?? ""}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </>
        )}
      </QueryStates>
    </AdminSection>
  );
}
