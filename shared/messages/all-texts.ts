// Every text module in every language, registered at once: for the Worker (it renders any page in
// either language), the tests and Node scripts. The browser loads them per page instead
// (web/lib/page-locale.ts). tests/unit/french-messages.test.ts checks that no file is missing here.
import { registerTexts } from "../i18n/localized";
import enAdmin from "./en/admin";
import enAdminPeople from "./en/admin-people";
import enApi from "./en/api";
import enBotChallenge from "./en/bot-challenge";
import enCity from "./en/city";
import enCoffeeCities from "./en/coffee-cities";
import enCoffeeShops from "./en/coffee-shops";
import enCommon from "./en/common";
import enCuration from "./en/curation";
import enDetail from "./en/detail";
import enEmail from "./en/email";
import enEmailKinds from "./en/email-kinds";
import enEmailStatuses from "./en/email-statuses";
import enFeeds from "./en/feeds";
import enHome from "./en/home";
import enHours from "./en/hours";
import enIntegrity from "./en/integrity";
import enListing from "./en/listing";
import enNewsletter from "./en/newsletter";
import enNominate from "./en/nominate";
import enPasskeys from "./en/passkeys";
import enPerformance from "./en/performance";
import enBallotAdmin from "./en/ballot-admin";
import enOffline from "./en/offline";
import enPrivacy from "./en/privacy";
import enSaved from "./en/saved";
import enReview from "./en/review";
import enSearch from "./en/search";
import enSeo from "./en/seo";
import enStatus from "./en/status";
import enSubmit from "./en/submit";
import enValidation from "./en/validation";
import enVoting from "./en/voting";
import frAdmin from "./fr/admin";
import frAdminPeople from "./fr/admin-people";
import frApi from "./fr/api";
import frBotChallenge from "./fr/bot-challenge";
import frBusinessCategories from "./fr/business-categories";
import frCategoryTiles from "./fr/category-tiles";
import frCityNames from "./fr/city-names";
import frCity from "./fr/city";
import frCoffeeCities from "./fr/coffee-cities";
import frCoffeeShops from "./fr/coffee-shops";
import frCommon from "./fr/common";
import frCreatorVideos from "./fr/creator-videos";
import frCuration from "./fr/curation";
import frDetail from "./fr/detail";
import frEmail from "./fr/email";
import frEmailKinds from "./fr/email-kinds";
import frEmailStatuses from "./fr/email-statuses";
import frFeeds from "./fr/feeds";
import frHome from "./fr/home";
import frHours from "./fr/hours";
import frIntegrity from "./fr/integrity";
import frListing from "./fr/listing";
import frNewsletter from "./fr/newsletter";
import frNominate from "./fr/nominate";
import frPasskeys from "./fr/passkeys";
import frPerformance from "./fr/performance";
import frBallotAdmin from "./fr/ballot-admin";
import frOffline from "./fr/offline";
import frPrivacy from "./fr/privacy";
import frSaved from "./fr/saved";
import frProvinceNames from "./fr/province-names";
import frReview from "./fr/review";
import frSearch from "./fr/search";
import frSeo from "./fr/seo";
import frStatus from "./fr/status";
import frSubmit from "./fr/submit";
import frValidation from "./fr/validation";
import frVoting from "./fr/voting";

/** The modules by locale and id (their file names). */
export const ALL_TEXTS = {
  en: {
    admin: enAdmin,
    "admin-people": enAdminPeople,
    api: enApi,
    "bot-challenge": enBotChallenge,
    city: enCity,
    "coffee-cities": enCoffeeCities,
    "coffee-shops": enCoffeeShops,
    common: enCommon,
    curation: enCuration,
    detail: enDetail,
    email: enEmail,
    "email-kinds": enEmailKinds,
    "email-statuses": enEmailStatuses,
    feeds: enFeeds,
    home: enHome,
    hours: enHours,
    integrity: enIntegrity,
    listing: enListing,
    newsletter: enNewsletter,
    nominate: enNominate,
    passkeys: enPasskeys,
    performance: enPerformance,
    "ballot-admin": enBallotAdmin,
    offline: enOffline,
    privacy: enPrivacy,
    saved: enSaved,
    review: enReview,
    search: enSearch,
    seo: enSeo,
    status: enStatus,
    submit: enSubmit,
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
    "coffee-cities": frCoffeeCities,
    "coffee-shops": frCoffeeShops,
    common: frCommon,
    "creator-videos": frCreatorVideos,
    curation: frCuration,
    detail: frDetail,
    email: frEmail,
    "email-kinds": frEmailKinds,
    "email-statuses": frEmailStatuses,
    feeds: frFeeds,
    home: frHome,
    hours: frHours,
    integrity: frIntegrity,
    listing: frListing,
    newsletter: frNewsletter,
    nominate: frNominate,
    passkeys: frPasskeys,
    performance: frPerformance,
    "ballot-admin": frBallotAdmin,
    offline: frOffline,
    privacy: frPrivacy,
    saved: frSaved,
    "province-names": frProvinceNames,
    review: frReview,
    search: frSearch,
    seo: frSeo,
    status: frStatus,
    submit: frSubmit,
    validation: frValidation,
    voting: frVoting,
  },
} as const;

export function registerAllTexts(): void {
  for (const [locale, modules] of Object.entries(ALL_TEXTS) as [keyof typeof ALL_TEXTS, Record<string, object>][]) {
    for (const [id, texts] of Object.entries(modules)) registerTexts(locale, id, texts);
  }
}
