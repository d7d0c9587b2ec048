// Les pages du propriétaire, le formulaire de revendication et les refus (français canadien); mêmes clés que ./owner-texts.en.ts.
import type { ownerMessages } from "./owner-texts";
import type { Translation } from "../i18n/translation";
import { NB } from "../i18n/typography";

const ownerMessagesFr: Translation<typeof ownerMessages> = {
  intro: "Gardez à jour les heures, les photos et les coordonnées de votre fiche, et voyez ce que votre page a obtenu.",
  signInFirst: "Connectez-vous pour gérer votre fiche.",
  loading: "Chargement de vos fiches…",
  none: `Aucune fiche n'est encore à votre nom. Trouvez votre commerce sur Local Hype et appuyez sur «${NB}Vous êtes le propriétaire? Revendiquez-le${NB}».`,
  listingsHeading: "Vos fiches",
  roleOwner: "Propriétaire",
  roleManager: "Gestionnaire",
  notYours: "Cette fiche n'est pas à votre nom.",
  ownersOnly: "Seuls les propriétaires de la fiche peuvent faire ceci.",
  closureOpen: "Ouvert (selon les heures)",
  closureTemporary: "Fermé temporairement",
  closurePermanent: "Fermé définitivement",
  editHeading: "Gardez-la à jour",
  editIntro: "Ces changements sont publiés aussitôt.",
  stateLabel: "État",
  phoneLabel: "Téléphone",
  websiteLabel: "Site Web",
  descriptionLabel: "Description (anglais)",
  descriptionFrLabel: "Description (français)",
  hoursHeading: "Heures d'ouverture",
  teamChanges: `Le nom, l'adresse, la ville et la catégorie ne se modifient pas ici${NB}: l'équipe de Local Hype les change sur demande.`,
  save: "Enregistrer",
  saving: "Enregistrement…",
  saved: `Enregistré${NB}: votre page l'affiche déjà.`,
  unchanged: "Rien n'a changé.",
  fixFields: "Vérifiez les champs indiqués ci-dessous.",
  backToListings: "Toutes vos fiches",
  manage: "Gérer",
  notAPlace: "Seuls un commerce ou un trésor caché ont des heures d'ouverture et un état fermé.",
};
export default ownerMessagesFr;
