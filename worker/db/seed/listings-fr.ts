// French (fr-CA) text for the Montreal and Quebec City catalogue listings, keyed by listing id; a field missing here falls back to the English, marked lang="en".

export interface ListingFrench {
  title: string;
  description: string;
  highlights?: string[];
  tags: string[];
  location?: string;
  hours?: string;
  bestTime?: string;
  cost?: string;
}

export const listingsFrench: Readonly<Record<number, ListingFrench>> = {
  // ───────────────────────────── Montréal ─────────────────────────────
  12: {
    title: "La grande guerre des bagels : St-Viateur contre Fairmount",
    description:
      "Deux boulangeries à four à bois, à quelques rues l'une de l'autre, divisent les Montréalais depuis des décennies. Nous avons fait la file dans les deux à 2 h du matin, comparé le sésame au pavot et demandé aux habitués pourquoi leur fidélité ne fléchit jamais.",
    tags: ["gastronomie", "bagels", "tard le soir"],
    highlights: [
      "Les deux boulangeries sont ouvertes jour et nuit",
      "Roulés à la main, pochés dans l'eau miellée, cuits au four à bois",
      "Pourquoi il faut en commander une douzaine plutôt qu'un seul",
      "Notre verdict (ou presque)",
    ],
  },
  13: {
    title: "Montréal en Lumière",
    description:
      "Le festival d'hiver de Montréal illumine le Quartier des spectacles avec des installations extérieures gratuites, une grande roue et une programmation gourmande qui met en vedette des chefs invités. La Nuit blanche de clôture garde galeries et salles ouvertes jusqu'au petit matin.",
    tags: ["hiver", "festival", "gastronomie", "lumières"],
    location: "Quartier des spectacles",
    highlights: [
      "Installations lumineuses extérieures gratuites",
      "Soupers de chefs invités aux quatre coins de la ville",
      "La Nuit blanche et sa programmation artistique jusqu'à l'aube",
      "Glissades extérieures et activités hivernales",
    ],
  },
  14: {
    title: "Les escaliers extérieurs du Plateau",
    description:
      "Des escaliers en colimaçon en fer forgé s'enroulent sur la façade de presque tous les triplex du Plateau, une particularité héritée d'anciens règlements de construction qui reléguaient les cages d'escalier à l'extérieur. Une balade autoguidée dans la rue De Bullion et l'avenue Laval est la meilleure façon de les admirer.",
    tags: ["architecture", "marche", "photographie"],
    highlights: [
      "Triplex colorés et garde-corps en fonte",
      "Rues résidentielles tranquilles, loin de la foule",
      "Facile à jumeler avec une visite du parc La Fontaine",
    ],
    bestTime: "Les après-midi d'automne, quand les érables rougissent",
    cost: "Gratuit",
  },
  15: {
    title: "Festival international de jazz de Montréal",
    description:
      "Pendant dix jours, le Quartier des spectacles se transforme en un immense club de jazz, avec des centaines de spectacles extérieurs gratuits en plus des concerts payants présentés dans les salles environnantes. Au programme : du big band et du bebop, mais aussi du blues, de la soul et des musiques du monde.",
    tags: ["musique", "jazz", "festival", "spectacles gratuits"],
    location: "Quartier des spectacles",
    highlights: [
      "Des centaines de concerts extérieurs gratuits",
      "Des têtes d'affiche à la Place des Arts et à la Maison symphonique",
      "Des jams jusqu'aux petites heures",
      "Un site piétonnier en plein centre-ville",
    ],
  },
  16: {
    title: "Atelier Saint-Laurent",
    description:
      "Atelier Saint-Laurent est un atelier-boutique de maroquinerie sur la Main, où chaque sac est coupé et cousu dans l'arrière-boutique. Derrière une paroi vitrée, on peut observer les artisans au travail tout en parcourant portefeuilles, fourre-tout et ceintures. Le cuir, au tannage végétal, provient d'une petite tannerie québécoise. Le monogramme est offert gratuitement, et les réparations sont garanties à vie sur toutes les pièces de l'Atelier. Le personnel, qui parle français et anglais, se fait un plaisir de suggérer des pièces pour tous les budgets.",
    tags: ["maroquinerie", "fabrication locale", "accessoires"],
    hours: "lun.-mer. : 10 h-18 h; jeu.-ven. : 10 h-20 h; sam. : 10 h-17 h; dim. : 12 h-17 h",
    highlights: [
      "Sacs, portefeuilles et ceintures faits à la main",
      "Cuir québécois au tannage végétal",
      "Monogramme gratuit",
      "Réparations à vie sur les pièces de la maison",
    ],
  },
  17: {
    title: "Le marché Jean-Talon au fil des saisons",
    description:
      "Des têtes de violon en mai aux montagnes de fraises du Québec en juin, jusqu'aux citrouilles d'octobre, le marché Jean-Talon est l'endroit où les cuisiniers montréalais planifient leur semaine. Nous avons suivi un kiosque de fruits et légumes pendant une année complète pour voir le marché changer au rythme des saisons.",
    tags: ["marchés", "gastronomie", "produits locaux"],
    location: "Petite-Italie",
    highlights: [
      "Le calendrier des récoltes, mois par mois",
      "Fromages, charcuteries et produits de l'érable qui valent le détour",
      "Où dîner sans sortir du marché",
    ],
  },
  18: {
    title: "Le canal de Lachine à l'aube",
    description:
      "Les sentiers qui longent le canal de Lachine sont bondés les fins de semaine d'été, mais au lever du soleil, on ne les partage qu'avec des hérons, des rameurs et quelques coureurs. Partez du marché Atwater et filez vers l'ouest, à vélo ou à pied, devant d'anciennes usines converties en lofts.",
    tags: ["vélo", "bord de l'eau", "plein air"],
    highlights: [
      "Une piste plane, sans voitures, idéale pour le vélo",
      "Le patrimoine industriel au fil de l'eau",
      "Café et viennoiseries au marché Atwater, tout près",
    ],
    bestTime: "Tôt le matin, en juin",
    cost: "Gratuit (location de BIXI en sus)",
  },
  19: {
    title: "La rue Wellington prend du galon",
    description:
      "L'artère principale de Verdun est discrètement devenue l'une des meilleures adresses de Montréal pour boire et manger. L'été, une partie de la rue Wellington devient piétonne, et les terrasses des bars à vin nature, des boulangeries et des casse-croûte d'antan débordent dans la rue.",
    tags: ["quartier", "restaurants", "terrasses"],
    highlights: [
      "Une rue piétonne pendant les mois d'été",
      "Bars à vin nature et bistros de quartier",
      "La plage urbaine sur le Saint-Laurent, à quelques pas",
    ],
  },
  20: {
    title: "Festival MURAL",
    description:
      "Chaque mois de juin, des artistes d'ici et d'ailleurs peignent de nouvelles murales géantes le long du boulevard Saint-Laurent, pendant que la rue, fermée à la circulation, accueille fêtes de quartier, prestations de DJ et marchés d'art. Les murales restent en place une fois terminées : la Main devient une galerie à ciel ouvert pour le reste de l'année.",
    tags: ["art urbain", "festival", "musique"],
    highlights: [
      "Des murales grand format peintes sous vos yeux",
      "Concerts et prestations de DJ gratuits en plein air",
      "Visites guidées des murales",
      "Un marché d'art et de design sur le boulevard",
    ],
  },
  21: {
    title: "Plage de l'Horloge",
    description:
      "À la pointe est du Vieux-Port, la plage de l'Horloge offre du sable, des parasols bleus et des chaises Adirondack avec vue sur le fleuve et le pont Jacques-Cartier. La baignade y est interdite, mais c'est l'endroit rêvé pour un après-midi paresseux au centre-ville.",
    tags: ["plage urbaine", "bord de l'eau", "détente"],
    location: "Vieux-Montréal",
    highlights: [
      "Une plage de sable avec vue sur le fleuve",
      "Chaises longues et coins d'ombre gratuits",
      "Montez au sommet de la tour de l'Horloge voisine",
    ],
    bestTime: "Les après-midi de semaine, en juillet",
    cost: "Gratuit",
  },
  22: {
    title: "Le Comptoir Céramique",
    description:
      "Le Comptoir Céramique est à la fois boutique et atelier ouvert, à deux pas de la Plaza Saint-Hubert. La moitié de l'espace est consacrée à la vaisselle d'un collectif de potiers montréalais, des bols mouchetés aux vases sculpturaux. L'autre moitié abrite les tours et les fours qui servent aux cours du soir. Les pièces de second choix, aux minuscules défauts d'émail, sont vendues à prix réduit sur une tablette près de la porte. La boutique expédie partout au Canada et accepte les commandes sur mesure des restaurants.",
    tags: ["céramique", "cours", "maison"],
    hours: "mar.-ven. : 11 h-19 h; sam.-dim. : 10 h-17 h",
    highlights: [
      "De la vaisselle signée par un collectif de potiers d'ici",
      "Cours de tournage pour débutants",
      "Une tablette de pièces de second choix à prix réduit",
      "Commandes sur mesure pour les restaurants",
    ],
  },

  // ───────────────────────────── Québec ─────────────────────────────
  75: {
    title: "Saint-Roch : des manufactures de chaussures aux jeunes pousses",
    description:
      "Saint-Roch a longtemps été le cœur manufacturier de Québec avant de devenir l'un de ses secteurs les plus délaissés. Aujourd'hui, la rue Saint-Joseph est bordée de bistros, de microbrasseries et de bureaux d'entreprises technologiques, et un magnifique espace vert a pris la place d'anciens stationnements.",
    tags: ["quartier", "histoire", "restaurants"],
    highlights: [
      "Les restaurants et les boutiques de la rue Saint-Joseph",
      "Le jardin de Saint-Roch",
      "Microbrasseries et bars à cocktails",
      "Comment le quartier a repris vie",
    ],
  },
  76: {
    title: "Carnaval de Québec",
    description:
      "Le plus grand carnaval d'hiver au monde anime Québec avec ses défilés de nuit, ses courses de canot à glace sur le Saint-Laurent et le palais de neige de Bonhomme. Procurez-vous l'Effigie pour accéder à la plupart des sites, habillez-vous chaudement et goûtez au caribou.",
    tags: ["hiver", "carnaval", "famille"],
    highlights: [
      "Le palais de glace de Bonhomme",
      "Des défilés de nuit dans les rues de la ville",
      "Des courses de canot à glace sur le Saint-Laurent",
      "Bains de neige et fêtes dansantes en plein air",
    ],
  },
  77: {
    title: "L'escalier Casse-Cou au lever du soleil",
    description:
      "Abrupt, l'escalier Casse-Cou relie la Haute-Ville au quartier du Petit-Champlain, et il est généralement bondé dès le milieu de la matinée. Venez juste après le lever du soleil pour profiter de marches désertes, de façades de pierre baignées de lumière et des plus belles photos de la rue du Petit-Champlain.",
    tags: ["photographie", "histoire", "quartier historique"],
    highlights: [
      "Le plus vieil escalier de la ville",
      "Vue sur le quartier du Petit-Champlain",
      "Des rues tranquilles avant l'ouverture des boutiques",
    ],
    bestTime: "Juste après le lever du soleil, avant 9 h",
    cost: "Gratuit",
  },
  78: {
    title: "Fromagerie du Faubourg",
    description:
      "La Fromagerie du Faubourg, rue Saint-Jean, propose plus de 150 fromages québécois. Au comptoir, le personnel offre des dégustations et se fait un plaisir d'expliquer la différence entre les fromages au lait cru à croûte lavée et les pâtes molles à croûte fleurie. On y trouve aussi des charcuteries d'ici, du cidre et du pain frais d'un boulanger du coin. Sur demande, l'équipe prépare des boîtes à pique-nique pour les plaines d'Abraham. L'emballage sous vide est offert aux voyageurs qui rapportent du fromage à la maison.",
    tags: ["fromages", "produits du terroir", "épicerie fine"],
    hours: "lun.-mer. : 9 h-18 h; jeu.-ven. : 9 h-20 h; sam.-dim. : 9 h-17 h",
    highlights: [
      "Plus de 150 fromages québécois",
      "Dégustations gratuites au comptoir",
      "Charcuteries, cidre et pain frais",
      "Emballage sous vide pour les voyageurs",
    ],
  },
  79: {
    title: "La culture café de Limoilou, sur la 3e Avenue",
    description:
      "Sur l'autre rive de la rivière Saint-Charles, face au centre-ville, la 3e Avenue de Limoilou aligne cafés, bars à vin et restaurants où l'on se sent résolument entre gens du quartier. Consacrez une matinée à passer d'un café à l'autre, puis allez fouiner dans les friperies et chez les disquaires des environs.",
    tags: ["café", "quartier", "vie locale"],
    highlights: ["Cafés et boulangeries indépendants", "Bars à vin et petits restaurants", "Loin de la foule des touristes"],
  },
  80: {
    title: "Festival d'été de Québec",
    description:
      "Onze jours de concerts sur les plaines d'Abraham et sur des scènes aux quatre coins de la ville font du FEQ l'un des plus grands festivals de musique au Canada. Un seul laissez-passer donne accès à tous les spectacles, des grosses pointures du rock aux auteurs-compositeurs-interprètes québécois.",
    tags: ["musique", "festival", "été"],
    highlights: [
      "De grandes têtes d'affiche sur les plaines d'Abraham",
      "Plusieurs scènes aux quatre coins de la ville",
      "Un seul laissez-passer pour tous les concerts",
      "Artistes francophones et talents émergents",
    ],
  },
  81: {
    title: "La bibliothèque du Centre Morrin",
    description:
      "Installé dans une ancienne prison, devenue plus tard un collège, le Centre Morrin cache une magnifique bibliothèque victorienne, avec ses échelles coulissantes et ses milliers de livres anciens. Les visites guidées passent par les anciennes cellules, au sous-sol.",
    tags: ["bibliothèques", "histoire", "architecture"],
    highlights: [
      "Une splendide bibliothèque victorienne",
      "Les anciennes cellules de la prison au programme de la visite",
      "Un centre culturel de langue anglaise",
    ],
    bestTime: "Les après-midi de semaine",
    cost: "Visites guidées payantes",
  },
  82: {
    title: "La saison des terrasses sur la Grande Allée",
    description:
      "De mai à septembre, la Grande Allée devient l'immense salle à manger extérieure de Québec, avec ses terrasses collées les unes aux autres. Nous avons départagé les attrape-touristes des adresses où les gens d'ici réservent pour souper avant un spectacle.",
    tags: ["restaurants", "terrasses", "vie nocturne"],
    highlights: [
      "Les terrasses où il vaut la peine de réserver",
      "Où les gens d'ici mangent avant un spectacle",
      "Les adresses ouvertes tard sur l'artère",
    ],
  },
  83: {
    title: "Les Fêtes de la Nouvelle-France",
    description:
      "Chaque mois d'août, la Basse-Ville remonte aux XVIIe et XVIIIe siècles : habitants costumés, grand défilé, musique d'époque et marché public animé à la place Royale. Il est possible de louer un costume pour se joindre à la fête.",
    tags: ["histoire", "festival", "famille"],
    highlights: [
      "Un grand défilé costumé dans la Basse-Ville",
      "Musique et danses d'époque",
      "Un marché public à la place Royale",
      "Location de costumes sur place",
    ],
  },
  84: {
    title: "Boutique Saint-Roch Design",
    description:
      "Boutique Saint-Roch Design réunit les vêtements, les bijoux et les objets de plus de quatre-vingts designers québécois. La vitrine change chaque mois, et un coin vedette met un designer à l'honneur. Les prix vont des boucles d'oreilles abordables aux manteaux conçus pour durer, fabriqués dans des ateliers de Québec. Le personnel peut vous raconter l'histoire de chaque marque et vous dire où elle est fabriquée. Un arrêt tout indiqué pour trouver un cadeau vraiment québécois.",
    tags: ["designers d'ici", "mode", "cadeaux"],
    hours: "lun.-mer. : 10 h-18 h; jeu.-ven. : 10 h-21 h; sam. : 10 h-17 h; dim. : 12 h-17 h",
    highlights: [
      "Plus de quatre-vingts designers québécois",
      "Un designer à l'honneur chaque mois",
      "Vêtements, bijoux et objets déco",
      "Des cadeaux fabriqués au Québec",
    ],
  },
};
