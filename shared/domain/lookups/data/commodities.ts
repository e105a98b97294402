import type { Localized } from '../../../language/labels.ts';

// The commodity tree: parent commodities (user profiles, spec 2.8) and their subcommodities
// (estimates, search, listings; spec 2.7, 2.10, 2.15). Every value the spec names is here and
// under the parent the spec puts it; the three freight groups follow the headings of spec 2.15.
// Hand-maintained from the spec; labels in en/fr/de.

export interface CommodityRecord {
  value: string;
  label: Localized;
  shortLabel?: Localized;
}

export interface ParentCommodityRecord extends CommodityRecord {
  subCommodities: readonly CommodityRecord[];
}

const c = (value: string, en: string, fr: string, de: string, short?: Localized): CommodityRecord =>
  short ? { value, label: [en, fr, de], shortLabel: short } : { value, label: [en, fr, de] };

// Built in a pure function so that a bundle that never reads this table leaves it out (docs/performance.md, "Cold
// starts").
export const commodityTree: readonly ParentCommodityRecord[] = /* @__PURE__ */ (() => [
  {
    ...c('Vehicles', 'Vehicles', 'Véhicules', 'Fahrzeuge'),
    subCommodities: [
      c('CarsLightTrucks', 'Cars & Light Trucks', 'Voitures et camionnettes', 'Pkw und leichte Lkw', [
        'Cars',
        'Voitures',
        'Pkw',
      ]),
      c('OtherVehicles', 'Other Vehicles', 'Autres véhicules', 'Andere Fahrzeuge'),
    ],
  },
  {
    ...c(
      'MotorcyclesPowerSports',
      'Motorcycles & Power Sports',
      'Motos et sports motorisés',
      'Motorräder und Motorsportgeräte',
      ['Motorcycles', 'Motos', 'Motorräder'],
    ),
    subCommodities: [
      c('AllTerrainVehicles', 'All-Terrain Vehicles', 'Véhicules tout-terrain', 'Geländefahrzeuge (ATV)', [
        'ATVs',
        'VTT',
        'ATVs',
      ]),
      c('GoCartsDuneBuggies', 'Go-Carts & Dune Buggies', 'Karts et buggys', 'Gokarts und Strandbuggys'),
      c('MotorcyclesMopeds', 'Motorcycles & Mopeds', 'Motos et cyclomoteurs', 'Motorräder und Mopeds'),
      c('OtherPowerSports', 'Other Power Sports', 'Autres sports motorisés', 'Andere Motorsportgeräte'),
      c('Snowmobiles', 'Snowmobiles', 'Motoneiges', 'Schneemobile'),
    ],
  },
  {
    ...c('Boats', 'Boats', 'Bateaux', 'Boote'),
    subCommodities: [
      c('PowerBoats', 'Power Boats', 'Bateaux à moteur', 'Motorboote'),
      c('SailBoats', 'Sailboats', 'Voiliers', 'Segelboote'),
      c('PersonalWatercraft', 'Personal Watercraft', 'Motomarines', 'Jetskis', ['PWC', 'Motomarines', 'Jetskis']),
      c('OtherBoats', 'Other Boats', 'Autres bateaux', 'Andere Boote'),
    ],
  },
  {
    ...c('HouseholdGoods', 'Household Goods', 'Biens ménagers', 'Hausrat'),
    subCommodities: [
      c('Furniture', 'Furniture', 'Meubles', 'Möbel'),
      c('HomeElectronics', 'Home Electronics', 'Électronique domestique', 'Unterhaltungselektronik'),
      c('Appliances', 'Appliances', 'Électroménagers', 'Haushaltsgeräte'),
      c('ArcadeEquipment', 'Arcade Equipment', "Machines d'arcade", 'Spielautomaten'),
      c(
        'LawnOutdoorEquipment',
        'Lawn & Outdoor Equipment',
        "Équipement de jardin et d'extérieur",
        'Garten- und Outdoorgeräte',
      ),
      c('SportingEquipment', 'Sporting Equipment', 'Équipement sportif', 'Sportgeräte'),
      c('HouseholdPlants', 'Household Plants', "Plantes d'intérieur", 'Zimmerpflanzen'),
      c('OtherHouseholdGoods', 'Other Household Goods', 'Autres biens ménagers', 'Anderer Hausrat'),
    ],
  },
  {
    ...c('Pets', 'Pets', 'Animaux de compagnie', 'Haustiere'),
    subCommodities: [c('Cats', 'Cats', 'Chats', 'Katzen'), c('Dogs', 'Dogs', 'Chiens', 'Hunde')],
  },
  {
    ...c('LessThanTruckload', 'Less-than-Truckload Freight', 'Fret en charge partielle', 'Stückgut (LTL)', [
      'LTL Freight',
      'Fret LTL',
      'Stückgut',
    ]),
    subCommodities: [
      c('NewCommercialGoods', 'New Commercial Goods', 'Marchandises commerciales neuves', 'Neue Handelswaren'),
      c(
        'UsedCommercialGoods',
        'Used Commercial Goods',
        "Marchandises commerciales d'occasion",
        'Gebrauchte Handelswaren',
      ),
      c(
        'WineLiquorBeerSpirits',
        'Wine, Liquor, Beer & Spirits',
        'Vins, bières et spiritueux',
        'Wein, Bier und Spirituosen',
      ),
      c(
        'NonPerishableFoodsBeverages',
        'Non-Perishable Foods & Beverages',
        'Aliments et boissons non périssables',
        'Haltbare Lebensmittel und Getränke',
      ),
      c(
        'OtherLessthanTruckloadGoods',
        'Other LTL Goods',
        'Autres marchandises en charge partielle',
        'Anderes Stückgut',
      ),
    ],
  },
  {
    ...c(
      'BusinessIndustrial',
      'Business & Industrial Goods',
      'Biens commerciaux et industriels',
      'Gewerbe- und Industriegüter',
    ),
    subCommodities: [
      c('WoodPaperProducts', 'Wood & Paper Products', 'Produits du bois et du papier', 'Holz- und Papierprodukte'),
      c(
        'LiquidsGasesChemicals',
        'Liquids, Gases & Chemicals',
        'Liquides, gaz et produits chimiques',
        'Flüssigkeiten, Gase und Chemikalien',
      ),
      c(
        'StoneMetalsMinerals',
        'Stone, Metals & Minerals',
        'Pierre, métaux et minéraux',
        'Steine, Metalle und Mineralien',
      ),
      c('CommoditiesDryBulk', 'Dry Bulk Commodities', 'Marchandises sèches en vrac', 'Trockenschüttgut'),
      c('GeneralFreight', 'General Freight', 'Fret général', 'Stückgut allgemein'),
      c('MixedFreight', 'Mixed Freight', 'Fret mixte', 'Gemischte Fracht'),
      c('Utilities', 'Utilities Equipment', 'Équipement de services publics', 'Versorgungstechnik'),
      c('PharmaceuticalProducts', 'Pharmaceutical Products', 'Produits pharmaceutiques', 'Pharmazeutische Erzeugnisse'),
      c('Fertilizers', 'Fertilizers', 'Engrais', 'Düngemittel'),
      c('PlasticsRubber', 'Plastics & Rubber', 'Plastiques et caoutchouc', 'Kunststoffe und Gummi'),
      c('TextilesLeather', 'Textiles & Leather', 'Textiles et cuir', 'Textilien und Leder'),
      c(
        'MiscellaneousManufacturedProducts',
        'Miscellaneous Manufactured Products',
        'Produits manufacturés divers',
        'Sonstige Fertigwaren',
      ),
      c(
        'OtherBusinessIndustrialGoods',
        'Other Business & Industrial Goods',
        'Autres biens commerciaux et industriels',
        'Andere Gewerbe- und Industriegüter',
      ),
      c('PaperProducts', 'Paper Products', 'Produits en papier', 'Papierprodukte'),
      c('LogsandOtherWoodintheRough', 'Logs & Other Wood in the Rough', 'Grumes et bois brut', 'Rundholz und Rohholz'),
      c('WoodProducts', 'Wood Products', 'Produits du bois', 'Holzprodukte'),
      c(
        'PaperorPaperboardArticles',
        'Paper or Paperboard Articles',
        'Articles en papier ou carton',
        'Waren aus Papier oder Pappe',
      ),
      c('PrintedProducts', 'Printed Products', 'Produits imprimés', 'Druckerzeugnisse'),
      c('LiquidsGases', 'Liquids & Gases', 'Liquides et gaz', 'Flüssigkeiten und Gase'),
      c('Chemicals', 'Chemicals', 'Produits chimiques', 'Chemikalien'),
      c('CrudePetroleumOil', 'Crude Petroleum Oil', 'Pétrole brut', 'Rohöl'),
      c('WaterWell', 'Water Well Equipment', 'Équipement de puits', 'Brunnenausrüstung'),
      c(
        'GasolineandAviationTurbineFuel',
        'Gasoline & Aviation Turbine Fuel',
        'Essence et carburéacteur',
        'Benzin und Flugturbinenkraftstoff',
      ),
      c('FuelOils', 'Fuel Oils', 'Mazouts', 'Heizöle'),
      c(
        'ChemicalProductsandPreparationsnec',
        'Chemical Products & Preparations (n.e.c.)',
        'Produits et préparations chimiques (n.c.a.)',
        'Chemische Erzeugnisse (a.n.g.)',
      ),
      c('BuildingMaterials', 'Building Materials', 'Matériaux de construction', 'Baustoffe'),
      c(
        'MachineryLargeObjects',
        'Machinery & Large Objects',
        'Machines et objets volumineux',
        'Maschinen und Großobjekte',
      ),
      c(
        'ElectronicandOtherElectricalEquipmentandComponentsandOfficeEquipment',
        'Electronic & Electrical Equipment, Components & Office Equipment',
        'Équipement électronique et électrique, composants et matériel de bureau',
        'Elektronik, Elektrogeräte, Bauteile und Büroausstattung',
        ['Electronics & Office Equipment', 'Électronique et bureau', 'Elektronik und Büro'],
      ),
      c(
        'PrecisionInstrumentsandApparatus',
        'Precision Instruments & Apparatus',
        'Instruments et appareils de précision',
        'Präzisionsinstrumente und -apparate',
      ),
      c('CoalorCoke', 'Coal or Coke', 'Charbon ou coke', 'Kohle oder Koks'),
      c(
        'MonumentalorBuildingStone',
        'Monumental or Building Stone',
        'Pierre monumentale ou de construction',
        'Denkmal- oder Bausteine',
      ),
      c('NaturalSands', 'Natural Sands', 'Sables naturels', 'Natursande'),
      c('GravelandCrushedStone', 'Gravel & Crushed Stone', 'Gravier et pierre concassée', 'Kies und Schotter'),
      c(
        'NonMetallicMineralsnec',
        'Non-Metallic Minerals (n.e.c.)',
        'Minéraux non métalliques (n.c.a.)',
        'Nichtmetallische Mineralien (a.n.g.)',
      ),
      c(
        'MetallicOresandConcentrates',
        'Metallic Ores & Concentrates',
        'Minerais et concentrés métalliques',
        'Metallerze und Konzentrate',
      ),
      c(
        'CoalandPetroleumProductsnec',
        'Coal & Petroleum Products (n.e.c.)',
        'Produits du charbon et du pétrole (n.c.a.)',
        'Kohle- und Erdölerzeugnisse (a.n.g.)',
      ),
      c(
        'NonMetallicMineralProducts',
        'Non-Metallic Mineral Products',
        'Produits minéraux non métalliques',
        'Erzeugnisse aus nichtmetallischen Mineralien',
      ),
      c(
        'Metalsheetscoilsrolls',
        'Metal Sheets, Coils & Rolls',
        'Tôles, bobines et rouleaux de métal',
        'Metallbleche, -coils und -rollen',
      ),
      c(
        'BaseMetalinPrimaryorSemiFinishedFormsandinFinishedBasic',
        'Base Metal in Primary, Semi-Finished or Basic Finished Forms',
        'Métaux communs bruts, semi-finis ou finis de base',
        'Unedle Metalle in Roh-, Halbzeug- oder einfacher Fertigform',
        ['Base Metal', 'Métaux communs', 'Unedle Metalle'],
      ),
      c('ArticlesofBaseMetal', 'Articles of Base Metal', 'Ouvrages en métaux communs', 'Waren aus unedlen Metallen'),
    ],
  },
  {
    ...c(
      'VehicleBoatFoodAgriculture',
      'Vehicle & Boat Parts, Food & Agriculture',
      'Pièces de véhicules et de bateaux, alimentation et agriculture',
      'Fahrzeug- und Bootsteile, Lebensmittel und Landwirtschaft',
      ['Parts, Food & Agriculture', 'Pièces et alimentation', 'Teile und Lebensmittel'],
    ),
    subCommodities: [
      c('VehicleParts', 'Vehicle Parts', 'Pièces de véhicules', 'Fahrzeugteile'),
      c('BoatParts', 'Boat Parts', 'Pièces de bateaux', 'Bootsteile'),
      c('RefrigeratedFood', 'Refrigerated Food', 'Aliments réfrigérés', 'Kühlware'),
      c(
        'MeatFishSeafood',
        'Meat, Fish & Seafood',
        'Viande, poisson et fruits de mer',
        'Fleisch, Fisch und Meeresfrüchte',
      ),
      c(
        'CerealGrainsincludingseed',
        'Cereal Grains (including seed)',
        'Céréales (y compris semences)',
        'Getreide (einschließlich Saatgut)',
      ),
      c(
        'AnimalFeedProductsofAnimalOrigin',
        'Animal Feed & Products of Animal Origin',
        "Aliments pour animaux et produits d'origine animale",
        'Futtermittel und Erzeugnisse tierischen Ursprungs',
      ),
      c(
        'MilledGrainProductsPreparationsandBakeryProducts',
        'Milled Grain Products, Preparations & Bakery Products',
        'Produits de minoterie, préparations et produits de boulangerie',
        'Mühlenerzeugnisse, Zubereitungen und Backwaren',
      ),
      c('Beverages', 'Beverages', 'Boissons', 'Getränke'),
      c('AlcoholicBeverages', 'Alcoholic Beverages', 'Boissons alcoolisées', 'Alkoholische Getränke'),
      c(
        'OtherPreparedFoodstuffsandFatsandOils',
        'Other Prepared Foodstuffs, Fats & Oils',
        'Autres denrées préparées, graisses et huiles',
        'Andere zubereitete Lebensmittel, Fette und Öle',
      ),
      c('TobaccoProducts', 'Tobacco Products', 'Produits du tabac', 'Tabakwaren'),
      c(
        'OtherFoodAgriculture',
        'Other Food & Agriculture',
        'Autres produits alimentaires et agricoles',
        'Andere Lebensmittel und Landwirtschaft',
      ),
    ],
  },
])();
