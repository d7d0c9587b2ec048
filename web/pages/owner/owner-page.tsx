// /owner (/fr/owner): a business's own page on Local Hype — the listings the signed-in person owns or
// manages. Drawn in the browser for one person (shared/routing/routes.ts); every owner call is checked on
// the server (worker/features/owners/owner-access.ts), this screen only shows what the server answers.
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router-dom";
import { messages } from "@shared/i18n/messages";
import { ownerMessages as t } from "@shared/owners/owner-texts";
import { PageTitle } from "@web/components/seo/page-head";
import { ROUTE_PATTERNS } from "@shared/routing/routes";
import { trpc } from "@web/lib/trpc";
import { withTexts } from "@web/lib/texts";
import { SIGNED_OUT_OWNER_TEXTS } from "@web/features/claims/signed-out-texts";
import { PASSKEY_TEXTS } from "@web/features/auth/passkey-texts";
import { OwnerListings } from "@web/features/owners/owner-listings";
import { OwnerDataDownload } from "@web/features/owners/owner-data-download";
import { OwnerListingScreen } from "@web/features/owners/owner-listing-screen";
import { LISTING_PARAM, RECEIPT_PARAM } from "@shared/owners/claim-paths";
import { OWNER_RECEIPT_TEXTS } from "@web/features/owners/owner-receipt-texts";

// Claiming and signing in: their code and texts load only for someone signed out.
const SignedOutOwner = lazy(() => withTexts(() => import("@web/features/claims/signed-out-owner"), SIGNED_OUT_OWNER_TEXTS));
// A payment's receipt, with the receipts' texts, only when one is opened.
const OwnerReceipt = lazy(() => withTexts(() => import("@web/features/owners/owner-receipt"), OWNER_RECEIPT_TEXTS));
// The staff's passkey pieces serve owners too, with their texts (the admin bundle), only on this page.
const PasskeySignIn = lazy(() => withTexts(() => import("@web/features/auth/passkey-sign-in"), PASSKEY_TEXTS));
const PasskeysSection = lazy(() =>
  withTexts(() => import("@web/features/account/account-view"), PASSKEY_TEXTS).then((module) => ({ default: module.PasskeysSection })),
);

export default function OwnerPage() {
  const me = trpc.auth.me.useQuery(undefined, { staleTime: 0 });
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <PageTitle title={`${messages.screens.owner} | ${messages.brand.name}`} />
      <h1 className="text-3xl font-bold tracking-tight">{messages.screens.owner}</h1>
      <p className="mt-2 text-gray-700">{t.intro}</p>
      {me.isPending ? (
        <Status text={t.loading} />
      ) : me.data ? (
        <OwnerScreens />
      ) : (
        <Suspense fallback={<Status text={t.loading} />}>
          <SignedOutOwner />
          <SignedOutPasskey />
        </Suspense>
      )}
    </section>
  );
}

function Status({ text }: { text: string }) {
  return (
    <p role="status" className="mt-6 text-gray-700">
      {text}
    </p>
  );
}

/** "Sign in with a passkey" for owners who added one (not while an e-mailed link waits to be followed). */
function SignedOutPasskey() {
  const [params] = useSearchParams();
  if (params.get("link")) return null;
  return (
    <div className="mt-6 max-w-xl">
      <PasskeySignIn to={ROUTE_PATTERNS.owner} />
    </div>
  );
}

/** A payment's receipt (`?receipt=<id>`), one listing to keep right (`?listing=<id>`), or the list of them, the person's passkeys and their data. */
function OwnerScreens() {
  const [params] = useSearchParams();
  const receiptId = Number(params.get(RECEIPT_PARAM));
  if (Number.isSafeInteger(receiptId) && receiptId > 0) {
    return (
      <Suspense fallback={<Status text={t.loading} />}>
        <OwnerReceipt paymentId={receiptId} />
      </Suspense>
    );
  }
  const listingId = Number(params.get(LISTING_PARAM));
  if (Number.isSafeInteger(listingId) && listingId > 0) return <OwnerListingScreen listingId={listingId} />;
  return (
    <>
      <OwnerListings />
      <Suspense fallback={null}>
        <PasskeysSection heading={t.yourSignIn} intro={t.yourSignInIntro} />
      </Suspense>
      <OwnerDataDownload />
    </>
  );
}
