// The Best Coffee Shops ballot's texts in French (fr-CA), keyed as ./coffee-texts-en.ts. Shop names and
// addresses stay as they are.
import type { CoffeeCitySlug } from "../../../shared/voting/coffee-shop";
import type { CoffeeCityText, CoffeeShopText } from "./coffee-cities";

export const coffeeCityTextsFr: Readonly<Record<CoffeeCitySlug, CoffeeCityText>> = {
  vancouver: {
    city: "Vancouver",
    title: "Meilleurs cafés à Vancouver",
    province: "Colombie-Britannique",
    blurb: "Des torréfacteurs de Main Street aux bars à café de Gastown, à Vancouver, on prend le café aussi au sérieux que la pluie.",
    intro:
      "Vancouver carbure au café, et ses cafés indépendants comptent parmi les meilleurs au pays. Nous avons retenu cinq adresses chouchous des gens d'ici, des torréfacteurs pionniers aux minuscules bars de dégustation. Appuyez sur le cœur des cafés que vous aimez et aidez-nous à couronner la meilleure tasse en ville.",
  },
  calgary: {
    city: "Calgary",
    title: "Meilleurs cafés à Calgary",
    province: "Alberta",
    blurb:
      "Les torréfacteurs de Calgary ont discrètement fait de leur ville l'une des destinations café les plus stimulantes au Canada, un espresso primé à la fois.",
    intro:
      "Derrière le Stampede et les chinooks, Calgary cache une culture du café de calibre mondial, façonnée par des baristas champions et des torréfacteurs d'ici. Ces cinq cafés sont de véritables institutions. Votez et dites-nous lequel sert la meilleure tasse en ville.",
  },
  toronto: {
    city: "Toronto",
    title: "Meilleurs cafés à Toronto",
    province: "Ontario",
    blurb: "Les cafés indépendants de Toronto vont des bars à espresso pionniers aux salles de dégustation ensoleillées des torréfacteurs.",
    intro:
      "Toronto a contribué à lancer la troisième vague du café au Canada, et ses cafés de quartier donnent encore le ton. Nous avons retenu cinq indépendants auxquels les gens du coin jurent fidélité. Votez pour vos favoris et aidez-nous à décider lequel mérite la première place.",
  },
  montreal: {
    city: "Montréal",
    title: "Meilleurs cafés à Montréal",
    province: "Québec",
    blurb: "Montréal marie les bars à espresso italiens de la vieille école et une nouvelle vague de torréfacteurs, du Mile End à Saint-Henri.",
    intro:
      "À Montréal, le café est un rituel de quartier, qu'il s'agisse d'un cappuccino sur une terrasse du Mile End ou d'un café filtre dans une brûlerie de Saint-Henri. Ces cinq cafés incarnent le mélange de tradition et de savoir-faire qui fait le charme de la ville. Votez pour vos favoris et montrez un peu d'amour aux baristas qui gardent Montréal bien réveillée.",
  },
  ottawa: {
    city: "Ottawa",
    title: "Meilleurs cafés à Ottawa",
    province: "Ontario",
    blurb: "Chaleureux et ancrés dans leur communauté, les cafés de la capitale torréfient des grains drôlement bons.",
    intro:
      "À Ottawa, la scène café vit dans les quartiers, des brûleries de Hintonburg aux repaires du Glebe, en passant par les petites rues de Centretown. Nous avons choisi cinq cafés chouchous pour lancer la discussion. Votez pour vos favoris et aidez la capitale à choisir sa meilleure tasse.",
  },
};

export const coffeeShopTextsFr: Readonly<Record<string, CoffeeShopText>> = {
  // Vancouver
  "49th-parallel-main": {
    description:
      "Le vaisseau amiral de Main Street de l'un des torréfacteurs les plus connus de Vancouver marie des cafés soigneusement sélectionnés et des beignes Lucky's Doughnuts préparés sur place. Attendez-vous à une salle lumineuse et animée, à un espresso précis et à une file qui avance plus vite qu'on ne le croirait.",
    tags: ["torréfacteur", "beignes", "espresso"],
  },
  "revolver-gastown": {
    description:
      "Adresse chouchou des vrais amateurs de café à Gastown, Revolver propose une sélection changeante de torréfacteurs invités du monde entier. Commandez une planche de dégustation pour comparer espressos ou cafés filtres côte à côte, dans une salle chaleureuse tout en bois et en brique.",
    tags: ["multi-torréfacteurs", "café filtre", "gastown"],
  },
  "matchstick-chinatown": {
    description:
      "Matchstick torréfie ses propres grains et prépare ses viennoiseries sur place; son café du quartier chinois, rue East Georgia, est une salle haute de plafond et baignée de lumière. Un endroit paisible pour un cortado et un croissant entre deux visites de galeries.",
    tags: ["torréfacteur", "boulangerie", "quartier chinois"],
  },
  "nemesis-gastown": {
    description:
      "Nemesis sert un café digne des compétitions et un menu inventif de pâtisseries et de brunchs, dans un coin lumineux en bordure de Gastown. Son menu de cafés filtres met souvent en vedette des microlots rares qu'on ne trouve nulle part ailleurs en ville.",
    tags: ["café de spécialité", "brunch", "pâtisseries"],
  },
  "prototype-strathcona": {
    description:
      "Prototype est un café intime et minimaliste de Strathcona où les baristas vous font découvrir des cafés sélectionnés avec soin. C'est une véritable expérience plus qu'une simple pause caféine : prenez le temps de vous asseoir au comptoir.",
    tags: ["dégustation", "minimaliste", "strathcona"],
  },

  // Calgary
  "phil-and-sebastian-simmons": {
    description:
      "Né à Calgary, ce torréfacteur de café de spécialité tient un café dans le Simmons Building restauré, dans East Village, une ancienne manufacture de matelas au bord de la rivière Bow. Venez pour l'espresso préparé avec minutie, restez pour le cadre au bord de l'eau.",
    tags: ["torréfacteur", "east village", "bord de la rivière"],
  },
  "monogram-altadore": {
    description:
      "Monogram a été fondé par Ben Put, plusieurs fois champion canadien des baristas, et ses comptoirs sont réputés pour leurs cafés nets et vifs, servis sans chichi. Le café de quartier du sud-ouest est un lieu de pèlerinage pour les amateurs d'espresso.",
    tags: ["espresso", "primé", "minimaliste"],
  },
  "analog-17th-ave": {
    description:
      "Sur la très animée 17e Avenue, Analog est le volet café de Fratello Coffee Roasters : un long comptoir où l'on tire des espressos d'origine unique pour un défilé constant d'habitués. Une halte vivante à toute heure, surtout d'une place près de la vitrine.",
    tags: ["17e avenue", "espresso", "animé"],
  },
  "rosso-ramsay": {
    description:
      "Le tout premier café de Rosso, dans le quartier Ramsay, a des allures de salon communautaire, avec ses grandes tables, son espresso torréfié maison et sa clientèle décontractée. Le torréfacteur calgarien compte aujourd'hui plusieurs cafés un peu partout en ville.",
    tags: ["torréfacteur", "ramsay", "communauté"],
  },
  "fratello-roastery": {
    description:
      "Parmi les plus anciens torréfacteurs de spécialité de Calgary, l'entreprise familiale Fratello approvisionne des cafés de tout l'Ouest canadien depuis sa brûlerie du sud-est de la ville. Passez y chercher des grains frais, du matériel d'infusion et les cafés d'origine unique de saison qui enthousiasment l'équipe.",
    tags: ["torréfacteur", "grains", "entreprise familiale"],
  },

  // Toronto
  "pilot-roastery": {
    description:
      "La brûlerie de Pilot, à Leslieville, comprend un bar de dégustation où l'on goûte les plus récents lots, à deux pas des machines de torréfaction. Un incontournable pour les amateurs de café torontois, et une excellente adresse où acheter des grains.",
    tags: ["torréfacteur", "leslieville", "bar de dégustation"],
  },
  "sam-james-harbord": {
    description:
      "Sam James a ouvert son premier minuscule bar à café rue Harbord, et celui-ci a contribué à lancer la scène du café de spécialité à Toronto. Au programme : des espressos tirés de main de maître, une clientèle debout faute de place et des échanges amicaux de part et d'autre du comptoir.",
    tags: ["bar à espresso", "harbord village", "classique"],
  },
  "dark-horse-spadina": {
    description:
      "La vaste succursale de ce café chouchou des Torontois, avenue Spadina, attire étudiants et télétravailleurs avec ses longues tables, ses grandes fenêtres et ses boissons à base d'espresso toujours réussies. Une halte pratique à la lisière du quartier chinois et de Kensington Market.",
    tags: ["espace de travail", "spadina", "espresso"],
  },
  "quantum-king-west": {
    description:
      "Quantum occupe un espace lumineux et haut de plafond dans King West; on y torréfie ses propres grains et on y sert de tout, de l'espresso nature aux boissons signature inventives. Une valeur sûre du centre-ville pour une réunion ou une séance de travail.",
    tags: ["torréfacteur", "king west", "spacieux"],
  },
  "jimmys-portland": {
    description:
      "Le Jimmy's original occupe une chaleureuse maison transformée, rue Portland, avec une terrasse à l'avant et des planchers de bois qui craquent à l'intérieur. C'est le genre de café de quartier où les habitués s'attardent devant un latte et où le personnel connaît leur commande par cœur.",
    tags: ["chaleureux", "terrasse", "quartier"],
  },

  // Montréal
  "cafe-olimpico-mile-end": {
    description:
      "Institution du Mile End depuis 1970, l'Olimpico sert un espresso corsé à l'italienne à une faune d'artistes, d'étudiants et de vieux de la vieille venus regarder le soccer. Prenez un cappuccino sur la terrasse et regardez défiler les passants de la rue Saint-Viateur.",
    tags: ["mile end", "à l'italienne", "institution"],
  },
  "myriade-mackay": {
    description:
      "Près de l'Université Concordia, Myriade a contribué à mettre Montréal sur la carte du café de spécialité grâce à sa sélection soignée de torréfacteurs et à son magnifique latte art. Le petit café douillet bourdonne d'étudiants comme d'amateurs de café.",
    tags: ["centre-ville", "café de spécialité", "latte art"],
  },
  "pikolo-avenue-du-parc": {
    description:
      "Niché dans une étroite devanture de l'avenue du Parc, près du campus de McGill, Pikolo sert à une clientèle fidèle des espressos, des cafés filtres et des viennoiseries préparés avec minutie. L'endroit est petit : arrivez tôt si vous voulez une place assise.",
    tags: ["bar à espresso", "milton-parc", "douillet"],
  },
  "dispatch-saint-zotique": {
    description:
      "Dispatch a commencé comme camion de café ambulant avant de s'installer dans ce café-brûlerie de la Petite-Italie, à quelques pas du marché Jean-Talon. Ses grains issus d'un approvisionnement éthique sont torréfiés sur place, et la salle lumineuse est parfaite après une virée au marché.",
    tags: ["torréfacteur", "petite-italie", "approvisionnement éthique"],
  },
  "saint-henri-notre-dame": {
    description:
      "Dans le quartier dont il porte le nom, le Café Saint-Henri torréfie ses propres grains et les sert dans une salle industrielle haute de plafond, rue Notre-Dame Ouest. Un arrêt idéal avant de faire le tour des boutiques de l'artère ou de filer au marché Atwater.",
    tags: ["torréfacteur", "saint-henri", "industriel"],
  },

  // Ottawa
  "happy-goat-laurel": {
    description:
      "Happy Goat torréfie ses grains sur place, dans ce café de la rue Laurel, à deux pas de l'artère principale de Hintonburg, et l'odeur du café fraîchement torréfié vous accueille dès la porte. Repartez avec un sac du mélange maison et attardez-vous devant un café filtre.",
    tags: ["torréfacteur", "hintonburg", "café filtre"],
  },
  "bridgehead-roastery": {
    description:
      "Entreprise de café éthique née à Ottawa, Bridgehead torréfie ses grains biologiques et équitables dans cette brûlerie-café de la Petite Italie. Le vaste espace aéré est un lieu de rendez-vous prisé la fin de semaine, avec la torréfaction qui bat son plein tout près.",
    tags: ["commerce équitable", "brûlerie", "petite italie"],
  },
  "little-victories-bank": {
    description:
      "Dans le Glebe, rue Bank, Little Victories sert un café soigneusement sélectionné, accompagné de pâtisseries maison. Un endroit lumineux et sympathique pour refaire le plein avant une balade le long du canal Rideau.",
    tags: ["glebe", "café de spécialité", "pâtisseries maison"],
  },
  "arlington-five": {
    description:
      "Nommé d'après son adresse dans une petite rue tranquille de Centretown, Arlington Five est un minuscule café adoré du quartier, au café corsé et à l'ambiance de bon voisinage. Ses gâteries ont tendance à disparaître vite : n'attendez pas l'après-midi.",
    tags: ["centretown", "chaleureux", "quartier"],
  },
  "ministry-of-coffee-elgin": {
    description:
      "Ministry of Coffee apporte une touche ludique à la rue Elgin, avec ses places assises confortables, son décor éclectique et ses boissons à base d'espresso bien faites. Un lieu de rencontre prisé des résidents de Centretown, du matin jusqu'au soir.",
    tags: ["rue elgin", "chaleureux", "espresso"],
  },
};
