// Seeded recurring events (ids 301–312): the weekly markets, monthly art nights and winter events that
// keep every home city's "this weekend" and "next 30 days" full on any day of the year, where the
// catalogue's festivals (ids 1–110, spec section 1) cluster between February and August. Each repeats on
// its real rhythm (worker/db/seed/event-schedules.ts) and has its French text here; `npm run db:seed`
// writes them with the catalogue's upsert, like the job postings.
import type { Listing } from "../../../shared/listings/listing";
import type { ListingFrench } from "./listings-fr";

export const recurringEvents: readonly Listing[] = [
  {
    id: 301,
    slug: "st-lawrence-saturday-farmers-market",
    title: "St. Lawrence Market Saturday Farmers' Market",
    description:
      "Every Saturday since 1803, Ontario farmers set up at dawn beside St. Lawrence Market: eggs, maple syrup, greens and apples in season, with the South Market's peameal bacon sandwiches a few steps away.",
    type: "event",
    location: "St. Lawrence Market North",
    city: "Toronto",
    province: "Ontario",
    date: "2024-01-06",
    tags: ["Market", "Food", "Weekly"],
    website: "https://www.stlawrencemarket.com",
    highlights: ["Ontario farmers every Saturday, year-round", "Open from 5 a.m.", "Peameal bacon on a bun next door"],
  },
  {
    id: 302,
    slug: "ago-first-thursdays",
    title: "AGO First Thursdays",
    description:
      "On the first Thursday of every month the Art Gallery of Ontario stays open late for a night of live music, performances, pop-up talks and the galleries themselves, with a bar in Walker Court.",
    type: "event",
    location: "Grange Park",
    city: "Toronto",
    province: "Ontario",
    date: "2024-01-04",
    tags: ["Art", "Music", "Nightlife", "Monthly"],
    website: "https://ago.ca",
    highlights: ["The galleries open until late", "Live music and performances", "A different theme every month"],
  },
  {
    id: 303,
    slug: "distillery-winter-village",
    title: "Distillery Winter Village",
    description:
      "From mid-November to New Year's Eve the Distillery District's cobbled lanes fill with wooden chalets, a towering tree, carollers and mulled wine: Toronto's Christmas market, free on weekdays.",
    type: "event",
    location: "Distillery District",
    city: "Toronto",
    province: "Ontario",
    date: "2024-11-14",
    tags: ["Christmas", "Market", "Winter"],
    website: "https://www.thedistillerydistrict.com",
    highlights: ["Wooden chalets of gifts and treats", "The great tree and nightly lights", "Mulled wine by the fire"],
  },
  {
    id: 304,
    slug: "jean-talon-market-saturday",
    title: "Saturday at Jean-Talon Market",
    description:
      "Saturday is Jean-Talon Market at full stretch: Quebec growers' stalls from strawberries to squash, cheese shops, bakers and maple producers in Little Italy, under the winter enclosure when it turns cold.",
    type: "event",
    location: "Little Italy",
    city: "Montreal",
    province: "Quebec",
    date: "2024-01-06",
    tags: ["Market", "Food", "Weekly"],
    website: "https://www.marchespublics-mtl.com",
    highlights: ["Quebec growers every Saturday", "Cheese, bread and maple under one roof", "Open all winter"],
  },
  {
    id: 305,
    slug: "vancouver-saturday-farmers-market",
    title: "Vancouver Farmers Market, Saturdays",
    description:
      "Vancouver Farmers Markets run a Saturday market all year: at Nat Bailey Stadium through the winter and at Trout Lake from spring to fall, with BC farmers, bakers, fishers and food trucks.",
    type: "event",
    location: "Riley Park",
    city: "Vancouver",
    province: "British Columbia",
    date: "2024-01-06",
    tags: ["Market", "Food", "Weekly"],
    website: "https://eatlocal.org",
    highlights: ["BC farmers every Saturday", "Winter at Nat Bailey, summer at Trout Lake", "Fresh fish off the boats"],
  },
  {
    id: 306,
    slug: "calgary-farmers-market-saturday",
    title: "Saturday at Calgary Farmers' Market",
    description:
      "Calgary Farmers' Market South is busiest on Saturdays, when Alberta ranchers, growers and bakers fill the hall, kids head for the play area and lunch comes from a dozen counters.",
    type: "event",
    location: "Acadia",
    city: "Calgary",
    province: "Alberta",
    date: "2024-01-06",
    tags: ["Market", "Food", "Weekly"],
    website: "https://www.calgaryfarmersmarket.ca",
    highlights: ["Alberta beef, bread and honey", "Indoors all year", "Lunch from a dozen counters"],
  },
  {
    id: 307,
    slug: "ottawa-farmers-market-lansdowne",
    title: "Ottawa Farmers' Market at Lansdowne",
    description:
      "Every Sunday the Ottawa Farmers' Market gathers producers from within 100 km of the city at Lansdowne: outdoors along the Aberdeen Pavilion in season, inside it through the winter.",
    type: "event",
    location: "Lansdowne",
    city: "Ottawa",
    province: "Ontario",
    date: "2024-01-07",
    tags: ["Market", "Food", "Weekly"],
    website: "https://ottawafarmersmarket.ca",
    highlights: ["Only growers from within 100 km", "Every Sunday, indoors in winter", "Beside the Rideau Canal"],
  },
  {
    id: 308,
    slug: "winterlude",
    title: "Winterlude",
    description:
      "Canada's capital celebrates winter over the first three weekends of February: skating on the Rideau Canal Skateway, ice sculptures in Confederation Park and the snow slides of Jacques-Cartier Park.",
    type: "event",
    location: "Rideau Canal",
    city: "Ottawa",
    province: "Ontario",
    date: "2024-02-02",
    tags: ["Winter", "Festival", "Skating"],
    website: "https://www.canada.ca/en/canadian-heritage/campaigns/winterlude.html",
    highlights: ["Skating the Rideau Canal Skateway", "Ice sculptures in Confederation Park", "Snow slides in Jacques-Cartier Park"],
  },
  {
    id: 309,
    slug: "old-strathcona-farmers-market",
    title: "Old Strathcona Farmers' Market",
    description:
      "Edmonton's oldest farmers' market has filled a former bus barn on Whyte Avenue every Saturday since 1983: more than 130 vendors of Alberta produce, meat, baking and crafts, all year round.",
    type: "event",
    location: "Old Strathcona",
    city: "Edmonton",
    province: "Alberta",
    date: "2024-01-06",
    tags: ["Market", "Food", "Weekly"],
    website: "https://osfm.ca",
    highlights: ["More than 130 vendors", "Every Saturday, year-round", "Steps from Whyte Avenue"],
  },
  {
    id: 310,
    slug: "grand-marche-de-quebec-saturday",
    title: "Saturday at the Grand Marché de Québec",
    description:
      "Saturday mornings at the Grand Marché de Québec bring Île d'Orléans strawberries, Charlevoix cheeses, ice cider and maple taffy under one roof at ExpoCité, with tastings at the producers' stalls.",
    type: "event",
    location: "ExpoCité",
    city: "Quebec City",
    province: "Quebec",
    date: "2024-01-06",
    tags: ["Market", "Food", "Weekly"],
    website: "https://www.grandmarchedequebec.com",
    highlights: ["Regional producers every Saturday", "Tastings at the stalls", "Indoors all year"],
  },
  {
    id: 311,
    slug: "first-fridays-in-the-exchange",
    title: "First Fridays in the Exchange",
    description:
      "On the first Friday of every month, the Exchange District's galleries, studios and shops stay open into the evening for a free art walk through Winnipeg's historic warehouse quarter.",
    type: "event",
    location: "Exchange District",
    city: "Winnipeg",
    province: "Manitoba",
    date: "2024-01-05",
    tags: ["Art", "Walk", "Monthly"],
    website: "https://www.firstfridays.ca",
    highlights: ["Galleries and studios open late", "A free, self-guided art walk", "Historic warehouse streets"],
  },
  {
    id: 312,
    slug: "the-forks-saturday-market",
    title: "Saturday at The Forks",
    description:
      "Saturdays at The Forks mean the market hall's food stalls and makers, buskers at the Oodena Celebration Circle, and in winter the river trail and warming huts where the Red and Assiniboine meet.",
    type: "event",
    location: "The Forks",
    city: "Winnipeg",
    province: "Manitoba",
    date: "2024-01-06",
    tags: ["Market", "Food", "Weekly"],
    website: "https://www.theforks.com",
    highlights: ["Food stalls and local makers", "The river trail in winter", "Where the two rivers meet"],
  },
];

/** Their French (fr-CA) text, keyed by id like the catalogue's (worker/db/seed/listings-fr.ts). */
export const recurringEventsFrench: Readonly<Record<number, ListingFrench>> = {
  301: {
    title: "Marché fermier du samedi au marché St. Lawrence",
    description:
      "Chaque samedi depuis 1803, des fermiers ontariens s'installent à l'aube à côté du marché St. Lawrence : œufs, sirop d'érable, légumes et pommes de saison, et les sandwichs au bacon de dos du marché Sud à deux pas.",
    tags: ["marché", "gastronomie", "chaque semaine"],
    highlights: ["Des fermiers ontariens chaque samedi, toute l'année", "Ouvert dès 5 h", "Le sandwich au bacon de dos juste à côté"],
  },
  302: {
    title: "Les premiers jeudis du MBAO",
    description:
      "Le premier jeudi de chaque mois, le Musée des beaux-arts de l'Ontario reste ouvert en soirée : musique live, performances, causeries éclair et les salles elles-mêmes, avec un bar dans la cour Walker.",
    tags: ["art", "musique", "vie nocturne", "chaque mois"],
    highlights: ["Les salles ouvertes tard", "Musique live et performances", "Un thème différent chaque mois"],
  },
  303: {
    title: "Le village d'hiver du Distillery District",
    description:
      "De la mi-novembre à la Saint-Sylvestre, les ruelles pavées du Distillery District se remplissent de chalets de bois, d'un immense sapin, de chorales et de vin chaud : le marché de Noël de Toronto, gratuit en semaine.",
    tags: ["Noël", "marché", "hiver"],
    highlights: ["Des chalets de cadeaux et de douceurs", "Le grand sapin et ses lumières", "Du vin chaud près du feu"],
  },
  304: {
    title: "Le samedi au marché Jean-Talon",
    description:
      "Le samedi, le marché Jean-Talon bat son plein : étals des maraîchers québécois, des fraises aux courges, fromageries, boulangers et acériculteurs de la Petite Italie, sous la verrière d'hiver quand vient le froid.",
    tags: ["marché", "gastronomie", "chaque semaine"],
    location: "Petite Italie",
    highlights: ["Des maraîchers québécois chaque samedi", "Fromage, pain et érable sous un même toit", "Ouvert tout l'hiver"],
  },
  305: {
    title: "Le marché fermier du samedi à Vancouver",
    description:
      "Les Vancouver Farmers Markets tiennent un marché le samedi toute l'année : au stade Nat Bailey l'hiver et à Trout Lake du printemps à l'automne, avec fermiers, boulangers, pêcheurs et camions de cuisine de la Colombie-Britannique.",
    tags: ["marché", "gastronomie", "chaque semaine"],
    highlights: ["Des fermiers de la C.-B. chaque samedi", "L'hiver à Nat Bailey, l'été à Trout Lake", "Du poisson frais débarqué des bateaux"],
  },
  306: {
    title: "Le samedi au Calgary Farmers' Market",
    description:
      "Le Calgary Farmers' Market South est à son plus animé le samedi : éleveurs, maraîchers et boulangers albertains remplissent la halle, les enfants filent à l'aire de jeux et le dîner se prend à une douzaine de comptoirs.",
    tags: ["marché", "gastronomie", "chaque semaine"],
    highlights: ["Bœuf, pain et miel de l'Alberta", "À l'intérieur toute l'année", "Le dîner à une douzaine de comptoirs"],
  },
  307: {
    title: "Le Marché des producteurs d'Ottawa à Lansdowne",
    description:
      "Chaque dimanche, le Marché des producteurs d'Ottawa réunit à Lansdowne des producteurs installés à moins de 100 km de la ville : dehors le long du pavillon Aberdeen en saison, à l'intérieur pendant l'hiver.",
    tags: ["marché", "gastronomie", "chaque semaine"],
    highlights: ["Uniquement des producteurs à moins de 100 km", "Chaque dimanche, à l'intérieur l'hiver", "Au bord du canal Rideau"],
  },
  308: {
    title: "Bal de Neige",
    description:
      "La capitale du Canada fête l'hiver pendant les trois premières fins de semaine de février : patin sur la patinoire du canal Rideau, sculptures de glace au parc de la Confédération et glissades du parc Jacques-Cartier.",
    tags: ["hiver", "festival", "patin"],
    location: "Canal Rideau",
    highlights: ["Patiner sur la patinoire du canal Rideau", "Sculptures de glace au parc de la Confédération", "Glissades au parc Jacques-Cartier"],
  },
  309: {
    title: "Le marché fermier d'Old Strathcona",
    description:
      "Le plus ancien marché fermier d'Edmonton occupe un ancien garage d'autobus de l'avenue Whyte chaque samedi depuis 1983 : plus de 130 marchands de produits, viandes, pâtisseries et artisanat de l'Alberta, toute l'année.",
    tags: ["marché", "gastronomie", "chaque semaine"],
    highlights: ["Plus de 130 marchands", "Chaque samedi, toute l'année", "À deux pas de l'avenue Whyte"],
  },
  310: {
    title: "Le samedi au Grand Marché de Québec",
    description:
      "Le samedi matin, le Grand Marché de Québec réunit fraises de l'île d'Orléans, fromages de Charlevoix, cidre de glace et tire d'érable sous un même toit à ExpoCité, avec des dégustations aux kiosques des producteurs.",
    tags: ["marché", "gastronomie", "chaque semaine"],
    highlights: ["Des producteurs régionaux chaque samedi", "Des dégustations aux kiosques", "À l'intérieur toute l'année"],
  },
  311: {
    title: "Les premiers vendredis du quartier de la Bourse",
    description:
      "Le premier vendredi de chaque mois, galeries, ateliers et boutiques du quartier de la Bourse restent ouverts en soirée pour une promenade artistique gratuite dans le quartier historique des entrepôts de Winnipeg.",
    tags: ["art", "promenade", "chaque mois"],
    location: "Quartier de la Bourse",
    highlights: ["Galeries et ateliers ouverts tard", "Une promenade artistique libre et gratuite", "Les rues historiques des entrepôts"],
  },
  312: {
    title: "Le samedi à La Fourche",
    description:
      "Le samedi à La Fourche, ce sont les comptoirs et artisans de la halle du marché, les musiciens de rue au cercle Oodena et, l'hiver, le sentier sur la rivière et ses refuges chauffés, là où se rejoignent la Rouge et l'Assiniboine.",
    tags: ["marché", "gastronomie", "chaque semaine"],
    location: "La Fourche",
    highlights: ["Comptoirs et artisans locaux", "Le sentier sur la rivière l'hiver", "Là où se rejoignent les deux rivières"],
  },
};
