// Validation strings in Canadian French; same keys as ../validation.ts.
import type { Translation } from "../i18n/translation";
import type { validationMessages } from "./validation-texts";
import { NB } from "../i18n/typography";

const validationMessagesFr: Translation<typeof validationMessages> = {
  required: `Le champ «${NB}{field}${NB}» est obligatoire.`,
  tooLong: `Le champ «${NB}{field}${NB}» doit compter au plus {max}${NB}caractères.`,
  email: "Veuillez entrer une adresse courriel valide.",
  contentType: "Veuillez choisir un type de contenu.",
  category: "Veuillez choisir l'une des catégories proposées.",
  city: "Veuillez choisir une ville dans la liste.",
  date: "Veuillez entrer une date valide au format AAAA-MM-JJ.",
  tagCount: "Veuillez utiliser au plus {max} étiquettes.",
  tagLength: `Chaque étiquette doit compter au plus {max}${NB}caractères.`,
  tier: `Veuillez choisir une promotion${NB}: aucune, basic ou pro.`,
  language: "Veuillez choisir l'anglais ou le français.",
  website: "Veuillez entrer un site web comme exemple.ca ou https://exemple.ca.",
  phone: "Veuillez entrer un numéro de téléphone comme 514 555-0123.",
  pay: "Veuillez entrer le salaire en dollars, sans décimales.",
  payRange: "Le haut de la fourchette salariale doit être au moins égal au bas.",
  payUnit: "Veuillez indiquer si le salaire est à l'heure ou à l'année.",
  applyWay: "Veuillez donner un lien ou une adresse courriel pour postuler.",
  closingDate: "Veuillez entrer la date limite de l'offre.",
  imageKey: "La référence de l'image n'est pas valide. Veuillez choisir l'image de nouveau.",
  imageMissing: "L'image téléversée est introuvable. Veuillez la choisir de nouveau.",
  imageType: "Les images doivent être en format PNG, JPG ou GIF.",
  imageSize: `Les images ne doivent pas dépasser 10${NB}Mo.`,
  imageEmpty: "Le fichier image est vide.",
  imageTrailingData:
    "Cette image est endommagée ou contient des données superflues après sa fin. Veuillez l'enregistrer de nouveau en PNG, JPG ou GIF.",
  imagePixels: `Les images ne doivent pas dépasser {megapixels}${NB}mégapixels. Veuillez en enregistrer une copie plus petite.`,
  imageAspect: "Une image ne doit pas être plus de {ratio} fois plus large que haute, ni plus haute que large.",
  time: "Veuillez entrer une heure valide, de 00 h 00 à 23 h 59.",
  needsDate: "Veuillez d'abord entrer la date de l'événement.",
  needsStartTime: "Veuillez entrer une heure de début avant une heure de fin.",
  endsBeforeStart: "La date de fin doit être le jour de la date de début ou après.",
  untilBeforeStart: "La dernière date doit être le jour de la date de début ou après.",
  tooFarAhead: "Veuillez entrer une date à au plus {years} ans d'aujourd'hui.",
  weekdays: "Veuillez choisir au moins un jour de la semaine.",
  repeat: "Veuillez choisir comment l'événement se répète.",
  // Où se trouve une fiche.
  pointOutside: "Ce point est hors de {city}.",
  point: "Veuillez indiquer une latitude et une longitude, en degrés.",
  area: "Veuillez choisir un des quartiers de la ville.",
  lookupQuery: "Veuillez taper de {min} à {max} caractères pour trouver un lieu.",
  savedIds: "Veuillez demander de 1 à {max} lieux enregistrés à la fois.",
  savedId: "L'identifiant d'un lieu enregistré doit être un nombre entier supérieur à zéro.",
};

export default validationMessagesFr;
