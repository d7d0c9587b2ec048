// Every text module in every language, registered at once: for the Worker (it renders any page in
// either language), the tests and Node scripts. The browser loads them per page instead
// (web/lib/page-locale.ts). tests/unit/french-messages.test.ts checks that no file is missing here.
import { registerTexts } from "./i18n/localized";
import enAdmin from "./admin/admin-texts.en";
import enAdminPeople from "./people/admin-people-texts.en";
import enApi from "./api/api-texts.en";
import enBotChallenge from "./bot-challenge/bot-challenge-texts.en";
import enCity from "./places/city-texts.en";
import enCommon from "./i18n/common-texts.en";
import enCuration from "./listings/curation-texts.en";
import enDetail from "./listings/detail-texts.en";
import enEmail from "./email/email-texts.en";
import enEmailKinds from "./email/email-kinds-texts.en";
import enEmailStatuses from "./email/email-statuses-texts.en";
import enFeeds from "./feeds/feeds-texts.en";
import enGoing from "./going/going-texts.en";
import enFollow from "./going/follow-texts.en";
import enHome from "./home/home-texts.en";
import enHours from "./time/hours-texts.en";
import enIntegrity from "./voting/integrity-texts.en";
import enListing from "./listings/listing-texts.en";
import enMap from "./map/map-texts.en";
import enPointPicker from "./places/point-picker-texts.en";
import enNewsletter from "./newsletter/newsletter-texts.en";
import enNominate from "./voting/nominate-texts.en";
import enPasskeys from "./people/passkeys-texts.en";
import enPerformance from "./performance/performance-texts.en";
import enBallotAdmin from "./voting/ballot-admin-texts.en";
import enOffline from "./offline/offline-texts.en";
import enPrivacy from "./privacy/privacy-texts.en";
import enOwner from "./owners/owner-texts.en";
import enClaim from "./owners/claim-texts.en";
import enSaved from "./saved/saved-texts.en";
import enReview from "./submissions/review-texts.en";
import enReviews from "./reviews/reviews-texts.en";
import enSearch from "./search/search-texts.en";
import enSeo from "./seo/seo-texts.en";
import enStatus from "./submissions/status-texts.en";
import enSubmit from "./submissions/submit-texts.en";
import enTypeFields from "./listings/type-fields-texts.en";
import enValidation from "./forms/validation-texts.en";
import enVoting from "./voting/voting-texts.en";
import frAdmin from "./admin/admin-texts.fr";
import frAdminPeople from "./people/admin-people-texts.fr";
import frApi from "./api/api-texts.fr";
import frBotChallenge from "./bot-challenge/bot-challenge-texts.fr";
import frBusinessCategories from "./places/business-categories-texts.fr";
import frCategoryTiles from "./home/category-tiles-texts.fr";
import frCityNames from "./places/city-names-texts.fr";
import frCity from "./places/city-texts.fr";
import frCommon from "./i18n/common-texts.fr";
import frCreatorVideos from "./home/creator-videos-texts.fr";
import frCuration from "./listings/curation-texts.fr";
import frDetail from "./listings/detail-texts.fr";
import frEmail from "./email/email-texts.fr";
import frEmailKinds from "./email/email-kinds-texts.fr";
import frEmailStatuses from "./email/email-statuses-texts.fr";
import frFeeds from "./feeds/feeds-texts.fr";
import frGoing from "./going/going-texts.fr";
import frFollow from "./going/follow-texts.fr";
import frHome from "./home/home-texts.fr";
import frHours from "./time/hours-texts.fr";
import frIntegrity from "./voting/integrity-texts.fr";
import frListing from "./listings/listing-texts.fr";
import frMap from "./map/map-texts.fr";
import frPointPicker from "./places/point-picker-texts.fr";
import frNewsletter from "./newsletter/newsletter-texts.fr";
import frNominate from "./voting/nominate-texts.fr";
import frPasskeys from "./people/passkeys-texts.fr";
import frPerformance from "./performance/performance-texts.fr";
import frBallotAdmin from "./voting/ballot-admin-texts.fr";
import frOffline from "./offline/offline-texts.fr";
import frPrivacy from "./privacy/privacy-texts.fr";
import frOwner from "./owners/owner-texts.fr";
import frClaim from "./owners/claim-texts.fr";
import frSaved from "./saved/saved-texts.fr";
import frProvinceNames from "./places/province-names-texts.fr";
import frReview from "./submissions/review-texts.fr";
import frReviews from "./reviews/reviews-texts.fr";
import frSearch from "./search/search-texts.fr";
import frSeo from "./seo/seo-texts.fr";
import frStatus from "./submissions/status-texts.fr";
import frSubmit from "./submissions/submit-texts.fr";
import frTypeFields from "./listings/type-fields-texts.fr";
import frValidation from "./forms/validation-texts.fr";
import frVoting from "./voting/voting-texts.fr";

/** The modules by locale and id (their file names). */
export const ALL_TEXTS = {
  en: {
    admin: enAdmin,
    "admin-people": enAdminPeople,
    api: enApi,
    "bot-challenge": enBotChallenge,
    city: enCity,
    common: enCommon,
    curation: enCuration,
    detail: enDetail,
    email: enEmail,
    "email-kinds": enEmailKinds,
    "email-statuses": enEmailStatuses,
    feeds: enFeeds,
    going: enGoing,
    follow: enFollow,
    home: enHome,
    hours: enHours,
    integrity: enIntegrity,
    listing: enListing,
    map: enMap,
    "point-picker": enPointPicker,
    newsletter: enNewsletter,
    nominate: enNominate,
    passkeys: enPasskeys,
    performance: enPerformance,
    "ballot-admin": enBallotAdmin,
    offline: enOffline,
    privacy: enPrivacy,
    owner: enOwner,
    claim: enClaim,
    saved: enSaved,
    review: enReview,
    reviews: enReviews,
    search: enSearch,
    seo: enSeo,
    status: enStatus,
    submit: enSubmit,
    "type-fields": enTypeFields,
    validation: enValidation,
    voting: enVoting,
  },
  fr: {
    admin: frAdmin,
    "admin-people": frAdminPeople,
    api: frApi,
    "bot-challenge": frBotChallenge,
    "business-categories": frBusinessCategories,
    "category-tiles": frCategoryTiles,
    "city-names": frCityNames,
    city: frCity,
    common: frCommon,
    "creator-videos": frCreatorVideos,
    curation: frCuration,
    detail: frDetail,
    email: frEmail,
    "email-kinds": frEmailKinds,
    "email-statuses": frEmailStatuses,
    feeds: frFeeds,
    going: frGoing,
    follow: frFollow,
    home: frHome,
    hours: frHours,
    integrity: frIntegrity,
    listing: frListing,
    map: frMap,
    "point-picker": frPointPicker,
    newsletter: frNewsletter,
    nominate: frNominate,
    passkeys: frPasskeys,
    performance: frPerformance,
    "ballot-admin": frBallotAdmin,
    offline: frOffline,
    privacy: frPrivacy,
    owner: frOwner,
    claim: frClaim,
    saved: frSaved,
    "province-names": frProvinceNames,
    review: frReview,
    reviews: frReviews,
    search: frSearch,
    seo: frSeo,
    status: frStatus,
    submit: frSubmit,
    "type-fields": frTypeFields,
    validation: frValidation,
    voting: frVoting,
  },
} as const;

export function registerAllTexts(): void {
  for (const [locale, modules] of Object.entries(ALL_TEXTS) as [keyof typeof ALL_TEXTS, Record<string, object>][]) {
    for (const [id, texts] of Object.entries(modules)) registerTexts(locale, id, texts);
  }
}
