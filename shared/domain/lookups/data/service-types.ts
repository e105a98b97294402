import type { Localized } from '../../../language/labels.ts';

// Service types by commodity (spec 2.13): about 70 in all. The values the spec shows (TowAway,
// Driveaway, OpenTransport, EnclosedTransport, CourierService, WhiteGlove, Other) and the kinds it
// describes (blanket wrap, mover self/loading service, LTL transport only / with packaging /
// inside or curbside pickup, flatbed, in-water delivery, ocean freight container, self service),
// completed with the services North American carriers sell for each commodity group.
// costTier: 1 cheapest .. 5 most expensive. recommendedFor: parent commodities where the service
// is the usual choice (shown as `recommended: true`).

export interface ServiceTypeRecord {
  value: string;
  costTier: 1 | 2 | 3 | 4 | 5;
  /** Parent commodities (see commodities.ts) the service applies to. */
  commodities: readonly string[];
  recommendedFor: readonly string[];
  label: Localized;
  details: Localized;
}

const V = 'Vehicles',
  M = 'MotorcyclesPowerSports',
  B = 'Boats',
  H = 'HouseholdGoods',
  P = 'Pets';
const L = 'LessThanTruckload',
  I = 'BusinessIndustrial',
  F = 'VehicleBoatFoodAgriculture';
const ALL = [V, M, B, H, P, L, I, F];

const s = (
  value: string,
  costTier: ServiceTypeRecord['costTier'],
  commodities: string[],
  recommendedFor: string[],
  label: Localized,
  details: Localized,
): ServiceTypeRecord => ({ value, costTier, commodities, recommendedFor, label, details });

// Built in a pure function so that a bundle that never reads this table leaves it out (docs/performance.md, "Cold
// starts").
export const serviceTypeRecords: readonly ServiceTypeRecord[] = /* @__PURE__ */ (() => [
  // Vehicles, motorcycles and power sports
  s(
    'OpenTransport',
    2,
    [V, M],
    [V],
    ['Open Transport', 'Transport ouvert', 'Offener Transport'],
    [
      'Carried on an open multi-vehicle carrier; the most economical way to ship a running vehicle.',
      'Transporté sur un porte-voitures ouvert; la façon la plus économique d’expédier un véhicule en état de marche.',
      'Auf einem offenen Autotransporter; die günstigste Art, ein fahrbereites Fahrzeug zu versenden.',
    ],
  ),
  s(
    'EnclosedTransport',
    4,
    [V, M],
    [],
    ['Enclosed Transport', 'Transport fermé', 'Geschlossener Transport'],
    [
      'Carried inside an enclosed trailer, protected from weather and road debris; for classic, luxury and show ' +
        'vehicles.',
      'Transporté dans une remorque fermée, à l’abri des intempéries; pour véhicules de collection, de luxe ou ' +
        'd’exposition.',
      'Im geschlossenen Anhänger, geschützt vor Wetter und Steinschlag; für Oldtimer, Luxus- und ' +
        'Ausstellungsfahrzeuge.',
    ],
  ),
  s(
    'Driveaway',
    1,
    [V],
    [],
    ['Driveaway', 'Convoyage', 'Überführungsfahrt'],
    [
      'A licensed driver drives the vehicle to its destination; adds mileage.',
      'Un chauffeur agréé conduit le véhicule jusqu’à destination; ajoute du kilométrage.',
      'Ein lizenzierter Fahrer fährt das Fahrzeug zum Ziel; erhöht den Kilometerstand.',
    ],
  ),
  s(
    'TowAway',
    1,
    [V, B, M],
    [],
    ['Tow Away', 'Remorquage', 'Abschleppen'],
    [
      'The vehicle, or a boat on its own trailer, is towed behind the carrier’s truck.',
      'Le véhicule, ou un bateau sur sa remorque, est tiré par le camion du transporteur.',
      'Das Fahrzeug oder ein Boot auf eigenem Anhänger wird vom Lkw des Frachtführers gezogen.',
    ],
  ),
  s(
    'FlatbedTransport',
    3,
    [V, M, B, I, F],
    [I],
    ['Flatbed Transport', 'Transport sur plateau', 'Pritschentransport'],
    [
      'Loaded and strapped on an open flatbed; for oversized, non-running or irregular loads.',
      'Chargé et arrimé sur un plateau ouvert; pour charges hors gabarit, non roulantes ou irrégulières.',
      'Auf offener Pritsche verzurrt; für übergroße, nicht fahrbereite oder unregelmäßige Ladungen.',
    ],
  ),
  s(
    'TopLoadOpenTransport',
    3,
    [V],
    [],
    ['Top Load Open Transport', 'Transport ouvert, niveau supérieur', 'Offener Transport, Oberdeck'],
    [
      'Guaranteed top-deck position on an open carrier, away from drips of vehicles above.',
      'Position garantie sur le pont supérieur d’un porte-voitures ouvert.',
      'Garantierter Platz auf dem Oberdeck eines offenen Autotransporters.',
    ],
  ),
  s(
    'InoperableVehicleTransport',
    3,
    [V, M],
    [],
    ['Inoperable Vehicle Transport', 'Transport de véhicule non roulant', 'Transport nicht fahrbereiter Fahrzeuge'],
    [
      'For vehicles that do not start, steer or brake: loaded with a winch or forklift.',
      'Pour les véhicules qui ne démarrent pas ou ne freinent pas : chargés au treuil ou au chariot.',
      'Für Fahrzeuge, die nicht anspringen, lenken oder bremsen: Verladung per Winde oder Stapler.',
    ],
  ),
  s(
    'ExpeditedVehicleTransport',
    5,
    [V, M],
    [],
    ['Expedited Vehicle Transport', 'Transport de véhicule accéléré', 'Express-Fahrzeugtransport'],
    [
      'Dedicated truck with guaranteed pickup and delivery dates.',
      'Camion dédié avec dates de ramassage et de livraison garanties.',
      'Eigener Lkw mit garantierten Abhol- und Liefertagen.',
    ],
  ),
  s(
    'TerminalToTerminal',
    1,
    [V, M],
    [],
    ['Terminal to Terminal', 'De terminal à terminal', 'Terminal zu Terminal'],
    [
      'Dropped off and collected at carrier terminals; cheaper, less convenient.',
      'Déposé et récupéré aux terminaux du transporteur; moins cher, moins pratique.',
      'Abgabe und Abholung an Terminals des Frachtführers; günstiger, weniger bequem.',
    ],
  ),
  s(
    'DoorToDoorVehicle',
    2,
    [V, M],
    [M],
    ['Door-to-Door Vehicle Transport', 'Transport de véhicule porte-à-porte', 'Fahrzeugtransport von Tür zu Tür'],
    [
      'Picked up and delivered as close to the given addresses as the truck can safely reach.',
      'Ramassé et livré au plus près des adresses indiquées.',
      'Abholung und Zustellung so nah an den Adressen, wie der Lkw sicher fahren kann.',
    ],
  ),
  s(
    'LiftGateEnclosed',
    5,
    [V, M],
    [],
    ['Enclosed with Lift Gate', 'Fermé avec hayon élévateur', 'Geschlossen mit Hebebühne'],
    [
      'Enclosed trailer loaded level by hydraulic lift gate; for low-clearance exotics.',
      'Remorque fermée chargée à plat par hayon hydraulique; pour voitures très basses.',
      'Geschlossener Anhänger mit hydraulischer Hebebühne; für sehr tiefe Sportwagen.',
    ],
  ),
  s(
    'CratedMotorcycle',
    3,
    [M],
    [],
    ['Crated Motorcycle', 'Moto en caisse', 'Motorrad in Kiste'],
    [
      'The motorcycle travels in a crate as freight; the crate can be supplied.',
      'La moto voyage en caisse comme fret; la caisse peut être fournie.',
      'Das Motorrad reist in einer Kiste als Fracht; die Kiste kann gestellt werden.',
    ],
  ),
  s(
    'MotorcycleTrailerTransport',
    2,
    [M],
    [M],
    ['Motorcycle Trailer Transport', 'Transport en remorque à motos', 'Transport im Motorradanhänger'],
    [
      'Upright in wheel chocks on a dedicated motorcycle trailer.',
      'Debout, calée sur une remorque à motos.',
      'Aufrecht in Radklemmen auf einem Motorradanhänger.',
    ],
  ),
  s(
    'PowerSportsPickup',
    2,
    [M],
    [],
    ['Pickup Truck Transport', 'Transport en pick-up', 'Transport im Pick-up'],
    [
      'ATVs, dirt bikes and snowmobiles carried in a pickup bed or on a small utility trailer.',
      'VTT, motos hors route et motoneiges dans une benne de pick-up ou une petite remorque.',
      'ATVs, Crossmaschinen und Schneemobile auf der Ladefläche oder einem kleinen Anhänger.',
    ],
  ),
  // Boats
  s(
    'BoatOnTrailer',
    2,
    [B],
    [B],
    ['Boat on Its Own Trailer', 'Bateau sur sa remorque', 'Boot auf eigenem Trailer'],
    [
      'The boat stays on its road-legal trailer, which the carrier tows.',
      'Le bateau reste sur sa remorque homologuée, tirée par le transporteur.',
      'Das Boot bleibt auf seinem zugelassenen Trailer, den der Frachtführer zieht.',
    ],
  ),
  s(
    'HydraulicBoatTrailer',
    3,
    [B],
    [],
    ['Hydraulic Boat Trailer', 'Remorque à bateau hydraulique', 'Hydraulischer Bootstrailer'],
    [
      'Carrier’s hydraulic trailer lifts boats with no trailer from the water or a cradle.',
      'La remorque hydraulique du transporteur soulève un bateau sans remorque.',
      'Der hydraulische Trailer des Frachtführers hebt Boote ohne eigenen Trailer auf.',
    ],
  ),
  s(
    'OversizeBoatTransport',
    5,
    [B],
    [],
    ['Oversize Boat Transport', 'Transport de bateau hors gabarit', 'Schwertransport für Boote'],
    [
      'Beams over 8.5 ft: permits, escort vehicles and route surveys included.',
      'Largeur supérieure à 2,6 m : permis, véhicules d’escorte et repérage inclus.',
      'Breite über 2,6 m: Genehmigungen, Begleitfahrzeuge und Streckenprüfung inklusive.',
    ],
  ),
  s(
    'InWaterDelivery',
    4,
    [B],
    [],
    ['In-Water Delivery', 'Livraison à l’eau', 'Lieferung ins Wasser'],
    [
      'Delivered captain-driven by water, or launched at the destination marina.',
      'Livré par un capitaine par voie d’eau, ou mis à l’eau à la marina.',
      'Per Skipper auf dem Wasser überführt oder in der Zielmarina gewassert.',
    ],
  ),
  s(
    'OceanFreightContainer',
    4,
    [B, H, V, I],
    [],
    ['Ocean Freight Container', 'Conteneur maritime', 'Seefrachtcontainer'],
    [
      'Loaded in a 20 or 40 ft container for coastal or island legs (e.g. Alaska, Hawaii).',
      'Chargé en conteneur de 20 ou 40 pieds pour les trajets côtiers ou insulaires.',
      'In 20- oder 40-Fuß-Container für Küsten- oder Inselstrecken (z. B. Alaska, Hawaii).',
    ],
  ),
  s(
    'MastHandling',
    3,
    [B],
    [],
    ['Mast Stepping & Unstepping', 'Démâtage et remâtage', 'Mast legen und stellen'],
    [
      'Sailboat mast lowered, secured for the road and re-stepped on arrival.',
      'Mât du voilier abaissé, arrimé puis remonté à l’arrivée.',
      'Segelbootmast gelegt, für die Straße gesichert und am Ziel wieder gestellt.',
    ],
  ),
  s(
    'ShrinkWrap',
    2,
    [B, H, I],
    [],
    ['Shrink Wrapping', 'Emballage sous film rétractable', 'Schrumpffolienverpackung'],
    [
      'Wrapped in heat-shrunk film against weather and road spray.',
      'Emballé sous film rétracté contre les intempéries.',
      'In Schrumpffolie gegen Wetter und Sprühwasser verpackt.',
    ],
  ),
  s(
    'PersonalWatercraftTrailer',
    1,
    [B],
    [],
    ['Personal Watercraft Trailer', 'Remorque à motomarine', 'Jetski-Anhänger'],
    [
      'One or two personal watercraft on a light trailer or in a pickup bed.',
      'Une ou deux motomarines sur remorque légère ou en pick-up.',
      'Ein oder zwei Jetskis auf leichtem Anhänger oder Pick-up.',
    ],
  ),
  // Household goods
  s(
    'BlanketWrap',
    2,
    [H],
    [H],
    ['Blanket Wrap', 'Emballage sous couvertures', 'Deckenverpackung'],
    [
      'Items wrapped in moving blankets and strapped in the truck; no crates needed.',
      'Objets enveloppés de couvertures de déménagement et sanglés; sans caisse.',
      'In Umzugsdecken gewickelt und im Lkw verzurrt; keine Kisten nötig.',
    ],
  ),
  s(
    'WhiteGlove',
    5,
    [H, I],
    [],
    ['White Glove', 'Service gants blancs', 'White-Glove-Service'],
    [
      'Two-person delivery into the room of choice with unpacking, assembly and debris removal.',
      'Livraison à deux dans la pièce choisie, déballage, montage et reprise des emballages.',
      'Lieferung zu zweit in den Wunschraum mit Auspacken, Montage und Entsorgung.',
    ],
  ),
  s(
    'CourierService',
    2,
    [H, L],
    [],
    ['Courier Service', 'Service de messagerie', 'Kurierdienst'],
    [
      'Small items picked up and delivered directly, usually in a van.',
      'Petits objets ramassés et livrés directement, en général en fourgonnette.',
      'Kleine Sendungen direkt abgeholt und zugestellt, meist im Transporter.',
    ],
  ),
  s(
    'MoverLoadingService',
    2,
    [H],
    [],
    ['Mover Loading Service', 'Chargement par déménageurs', 'Ladeservice durch Umzugshelfer'],
    [
      'Movers load and unload the truck or container you rent; you drive it yourself.',
      'Des déménageurs chargent et déchargent le camion que vous louez et conduisez.',
      'Helfer be- und entladen den gemieteten Wagen; Sie fahren selbst.',
    ],
  ),
  s(
    'SelfServiceMove',
    1,
    [H],
    [],
    ['Self-Service Move', 'Déménagement libre-service', 'Umzug in Eigenleistung'],
    [
      'You pack and load; the carrier drives the trailer or container.',
      'Vous emballez et chargez; le transporteur conduit la remorque ou le conteneur.',
      'Sie packen und laden; der Frachtführer fährt Anhänger oder Container.',
    ],
  ),
  s(
    'PortableStorageContainer',
    2,
    [H],
    [],
    ['Portable Storage Container', 'Conteneur de stockage mobile', 'Mobiler Lagercontainer'],
    [
      'A container is dropped at your door, filled at your pace and moved to the destination.',
      'Un conteneur est déposé chez vous, rempli à votre rythme puis acheminé.',
      'Ein Container wird abgestellt, in Ihrem Tempo befüllt und zum Ziel gebracht.',
    ],
  ),
  s(
    'FullServiceMove',
    5,
    [H],
    [],
    ['Full-Service Move', 'Déménagement complet', 'Komplettumzug'],
    [
      'Packing, loading, transport, unloading and unpacking by the mover.',
      'Emballage, chargement, transport, déchargement et déballage par le déménageur.',
      'Verpacken, Laden, Transport, Entladen und Auspacken durch das Umzugsunternehmen.',
    ],
  ),
  s(
    'LtlTransportOnly',
    1,
    [H, L],
    [],
    ['LTL Freight, Transport Only', 'Fret LTL, transport seulement', 'Stückgut, nur Transport'],
    [
      'Packaged, palletized items shipped as less-than-truckload freight, dock to dock.',
      'Objets emballés et palettisés expédiés en charge partielle, de quai à quai.',
      'Verpackte, palettierte Ware als Stückgut von Rampe zu Rampe.',
    ],
  ),
  s(
    'LtlWithPackaging',
    2,
    [H, L],
    [],
    ['LTL Freight with Packaging', 'Fret LTL avec emballage', 'Stückgut mit Verpackung'],
    [
      'The carrier packs and palletizes the items before shipping them as LTL freight.',
      'Le transporteur emballe et palettise avant l’expédition en charge partielle.',
      'Der Frachtführer verpackt und palettiert vor dem Versand als Stückgut.',
    ],
  ),
  s(
    'LtlInsidePickup',
    3,
    [H, L],
    [],
    ['LTL Freight, Inside Pickup', 'Fret LTL, ramassage à l’intérieur', 'Stückgut, Abholung im Gebäude'],
    [
      'Driver collects the freight from inside the building rather than at the door.',
      'Le chauffeur récupère le fret à l’intérieur du bâtiment.',
      'Der Fahrer holt die Ware im Gebäude statt an der Tür ab.',
    ],
  ),
  s(
    'LtlCurbsidePickup',
    1,
    [H, L],
    [],
    ['LTL Freight, Curbside Pickup', 'Fret LTL, ramassage en bordure de rue', 'Stückgut, Abholung am Straßenrand'],
    [
      'Freight is ready at the curb or loading area for the driver.',
      'Le fret attend le chauffeur en bordure de rue ou au quai.',
      'Die Ware steht am Straßenrand oder an der Laderampe bereit.',
    ],
  ),
  s(
    'CratingService',
    3,
    [H, I],
    [],
    ['Custom Crating', 'Mise en caisse sur mesure', 'Maßgefertigte Kisten'],
    [
      'A wooden crate is built around fragile or valuable pieces (art, glass, antiques).',
      'Une caisse en bois est construite autour des pièces fragiles ou précieuses.',
      'Eine Holzkiste wird um zerbrechliche oder wertvolle Stücke gebaut.',
    ],
  ),
  s(
    'PianoMoving',
    4,
    [H],
    [],
    ['Piano & Specialty Moving', 'Déménagement de pianos et objets spéciaux', 'Klavier- und Spezialtransport'],
    [
      'Specialty crew and equipment for pianos, safes, pool tables and arcade cabinets.',
      'Équipe et matériel spécialisés pour pianos, coffres-forts, billards et bornes d’arcade.',
      'Spezialteam für Klaviere, Tresore, Billardtische und Spielautomaten.',
    ],
  ),
  s(
    'ApplianceInstallation',
    3,
    [H],
    [],
    ['Appliance Delivery & Hook-Up', 'Livraison et branchement d’électroménagers', 'Gerätelieferung und Anschluss'],
    [
      'Delivery with connection of washers, dryers, ranges and refrigerators.',
      'Livraison avec raccordement des laveuses, sécheuses, cuisinières et réfrigérateurs.',
      'Lieferung mit Anschluss von Waschmaschinen, Trocknern, Herden und Kühlschränken.',
    ],
  ),
  s(
    'RoomOfChoiceDelivery',
    3,
    [H],
    [],
    ['Room of Choice Delivery', 'Livraison dans la pièce choisie', 'Lieferung in den Wunschraum'],
    [
      'Items carried into the room you choose, without unpacking.',
      'Objets portés dans la pièce choisie, sans déballage.',
      'Lieferung in den gewünschten Raum, ohne Auspacken.',
    ],
  ),
  s(
    'ThresholdDelivery',
    2,
    [H, L],
    [],
    ['Threshold Delivery', 'Livraison au seuil', 'Lieferung bis zur Türschwelle'],
    [
      'Delivered just inside the first door of the building.',
      'Livré juste après la première porte du bâtiment.',
      'Zustellung direkt hinter der ersten Tür des Gebäudes.',
    ],
  ),
  s(
    'TwoPersonDelivery',
    3,
    [H],
    [],
    ['Two-Person Delivery', 'Livraison à deux', 'Lieferung zu zweit'],
    [
      'Two crew members for heavy or bulky items.',
      'Deux livreurs pour les objets lourds ou encombrants.',
      'Zwei Personen für schwere oder sperrige Stücke.',
    ],
  ),
  s(
    'FurnitureAssembly',
    3,
    [H],
    [],
    ['Assembly & Disassembly', 'Montage et démontage', 'Montage und Demontage'],
    [
      'Beds, tables and modular pieces taken apart for the move and rebuilt on arrival.',
      'Lits, tables et modules démontés pour le transport et remontés à l’arrivée.',
      'Betten, Tische und Module zerlegt und am Ziel wieder aufgebaut.',
    ],
  ),
  s(
    'DebrisRemoval',
    2,
    [H],
    [],
    ['Packaging Removal', 'Reprise des emballages', 'Verpackungsentsorgung'],
    [
      'The crew takes away packaging and blankets after delivery.',
      'L’équipe emporte les emballages après la livraison.',
      'Das Team nimmt die Verpackung nach der Lieferung mit.',
    ],
  ),
  s(
    'StorageInTransit',
    3,
    [H, V, B],
    [],
    ['Storage in Transit', 'Entreposage en transit', 'Zwischenlagerung'],
    [
      'Held in the carrier’s warehouse between pickup and delivery dates.',
      'Conservé à l’entrepôt du transporteur entre le ramassage et la livraison.',
      'Zwischen Abholung und Zustellung im Lager des Frachtführers.',
    ],
  ),
  s(
    'PlantTransport',
    2,
    [H],
    [],
    ['Climate-Controlled Plant Transport', 'Transport climatisé de plantes', 'Klimatisierter Pflanzentransport'],
    [
      'Houseplants moved upright in a temperature-controlled van.',
      'Plantes transportées debout en fourgon climatisé.',
      'Zimmerpflanzen aufrecht im klimatisierten Transporter.',
    ],
  ),
  // Pets
  s(
    'GroundPetTransport',
    3,
    [P],
    [P],
    ['Ground Pet Transport', 'Transport terrestre d’animaux', 'Tiertransport auf der Straße'],
    [
      'Door-to-door in a climate-controlled vehicle with regular rest and exercise stops.',
      'Porte-à-porte en véhicule climatisé avec pauses régulières.',
      'Von Tür zu Tür im klimatisierten Fahrzeug mit regelmäßigen Pausen.',
    ],
  ),
  s(
    'PetFlightNanny',
    5,
    [P],
    [],
    ['Pet Flight Nanny', 'Accompagnateur de vol pour animaux', 'Flugbegleitung für Haustiere'],
    [
      'An escort flies with a small pet in the cabin and hands it over at the destination.',
      'Un accompagnateur voyage avec le petit animal en cabine.',
      'Eine Begleitperson fliegt mit dem kleinen Tier in der Kabine.',
    ],
  ),
  s(
    'AirCargoPet',
    4,
    [P],
    [],
    ['Air Cargo Pet Shipping', 'Expédition d’animaux en fret aérien', 'Haustierversand per Luftfracht'],
    [
      'Travels in the pressurized hold with airport transfers at both ends.',
      'Voyage en soute pressurisée avec transferts aux aéroports.',
      'Reise im Druckfrachtraum mit Flughafentransfers an beiden Enden.',
    ],
  ),
  s(
    'PetTaxi',
    1,
    [P],
    [],
    ['Local Pet Taxi', 'Taxi pour animaux', 'Tiertaxi'],
    [
      'Short local trips: vet, groomer, boarding or airport.',
      'Trajets locaux : vétérinaire, toiletteur, pension ou aéroport.',
      'Kurze Fahrten: Tierarzt, Hundefriseur, Pension oder Flughafen.',
    ],
  ),
  s(
    'SharedPetTransport',
    2,
    [P],
    [],
    ['Shared Pet Transport', 'Transport d’animaux partagé', 'Sammeltransport für Haustiere'],
    [
      'Travels with other pets on a scheduled route; lower cost, flexible dates.',
      'Voyage avec d’autres animaux sur un itinéraire régulier; coût réduit.',
      'Reist mit anderen Tieren auf einer festen Route; günstiger, flexible Termine.',
    ],
  ),
  s(
    'PetOvernightBoarding',
    2,
    [P],
    [],
    ['Overnight Boarding', 'Hébergement de nuit', 'Übernachtung mit Betreuung'],
    [
      'Overnight stops at vetted boarding facilities on long trips.',
      'Nuits en pension agréée lors des longs trajets.',
      'Übernachtung in geprüften Tierpensionen auf langen Strecken.',
    ],
  ),
  // LTL and freight
  s(
    'LtlStandard',
    1,
    [L, I, F],
    [L],
    ['Standard LTL', 'LTL standard', 'Standard-Stückgut'],
    [
      'Shares trailer space with other shipments; priced by freight class, weight and lane.',
      'Partage la remorque avec d’autres envois; prix selon classe, poids et trajet.',
      'Teilt den Laderaum mit anderen Sendungen; Preis nach Frachtklasse, Gewicht und Strecke.',
    ],
  ),
  s(
    'LtlGuaranteed',
    3,
    [L, I, F],
    [],
    ['Guaranteed LTL', 'LTL garanti', 'Garantiertes Stückgut'],
    [
      'LTL with a guaranteed delivery date or the freight charge is refunded.',
      'LTL avec date de livraison garantie, sinon remboursement.',
      'Stückgut mit garantiertem Liefertermin oder Erstattung der Fracht.',
    ],
  ),
  s(
    'VolumeLtl',
    2,
    [L, I, F],
    [],
    ['Volume LTL', 'LTL en volume', 'Volumen-Stückgut'],
    [
      'Six or more pallets or over 12 linear feet, quoted by space rather than class.',
      'Six palettes ou plus, tarifé à l’espace plutôt qu’à la classe.',
      'Ab sechs Paletten, nach Lademeter statt Frachtklasse berechnet.',
    ],
  ),
  s(
    'PartialTruckload',
    2,
    [L, I, F],
    [],
    ['Partial Truckload', 'Charge partielle de camion', 'Teilladung'],
    [
      'A share of a trailer with no reclassification and fewer handlings than LTL.',
      'Une part de remorque, sans reclassement et avec moins de manutentions.',
      'Anteil an einem Auflieger, ohne Umklassifizierung und mit weniger Umschlag.',
    ],
  ),
  s(
    'FullTruckloadDryVan',
    3,
    [I, F, L],
    [I],
    ['Full Truckload, Dry Van', 'Charge complète, fourgon sec', 'Komplettladung, Trockenkoffer'],
    [
      'A whole 53 ft dry van for one shipment, direct from shipper to consignee.',
      'Un fourgon sec de 53 pieds pour un seul envoi, direct.',
      'Ein ganzer 53-Fuß-Trockenkoffer für eine Sendung, direkt.',
    ],
  ),
  s(
    'FullTruckloadReefer',
    4,
    [F, L],
    [F],
    ['Full Truckload, Refrigerated', 'Charge complète, frigorifique', 'Komplettladung, gekühlt'],
    [
      'A whole refrigerated trailer holding a set temperature from pickup to delivery.',
      'Une remorque frigorifique entière à température contrôlée.',
      'Ein ganzer Kühlauflieger mit eingestellter Temperatur.',
    ],
  ),
  s(
    'TemperatureControlledLtl',
    3,
    [L, F],
    [],
    ['Temperature-Controlled LTL', 'LTL à température contrôlée', 'Temperaturgeführtes Stückgut'],
    [
      'LTL in a heated or refrigerated trailer; also protects from freezing.',
      'LTL en remorque chauffée ou réfrigérée; protège aussi du gel.',
      'Stückgut im beheizten oder gekühlten Auflieger; auch Frostschutz.',
    ],
  ),
  s(
    'StepDeckTransport',
    3,
    [I, B, V],
    [],
    ['Step Deck Transport', 'Transport sur plateau surbaissé', 'Stufen-Tiefbetttransport'],
    [
      'Lower deck for tall loads up to about 10 ft without height permits.',
      'Plateau bas pour charges hautes jusqu’à environ 3 m sans permis.',
      'Tieferes Deck für hohe Ladungen bis etwa 3 m ohne Höhengenehmigung.',
    ],
  ),
  s(
    'HeavyHaul',
    5,
    [I, V],
    [],
    ['Heavy Haul (RGN / Lowboy)', 'Transport lourd (col-de-cygne / surbaissé)', 'Schwertransport (Tieflader)'],
    [
      'Machinery and equipment on a lowboy or removable-gooseneck trailer with permits.',
      'Machinerie sur semi-remorque surbaissée ou col-de-cygne amovible, avec permis.',
      'Maschinen auf Tieflader oder Auflieger mit abnehmbarem Schwanenhals, mit Genehmigungen.',
    ],
  ),
  s(
    'HotshotExpedited',
    4,
    [I, V, M, L],
    [],
    ['Hotshot Expedited', 'Hotshot accéléré', 'Hotshot-Express'],
    [
      'Time-critical load on a pickup with a flatbed trailer, dispatched at once.',
      'Charge urgente sur pick-up et plateau, expédiée immédiatement.',
      'Eilige Ladung auf Pick-up mit Pritschenanhänger, sofort disponiert.',
    ],
  ),
  s(
    'Intermodal',
    2,
    [I, F],
    [],
    ['Intermodal (Rail and Truck)', 'Intermodal (rail et route)', 'Intermodal (Schiene und Straße)'],
    [
      'Container moves by rail for the long haul and by truck at each end.',
      'Le conteneur voyage par rail sur la longue distance et par camion aux extrémités.',
      'Container fährt die lange Strecke per Bahn, die Enden per Lkw.',
    ],
  ),
  s(
    'Drayage',
    2,
    [I, F, B],
    [],
    ['Port Drayage', 'Camionnage portuaire', 'Hafen-Vor- und Nachlauf'],
    [
      'Short-haul container moves between a port or rail ramp and a warehouse.',
      'Transport court de conteneurs entre port ou gare et entrepôt.',
      'Kurzstrecken-Containertransport zwischen Hafen oder Bahnterminal und Lager.',
    ],
  ),
  s(
    'HazmatTransport',
    4,
    [I, L],
    [],
    ['Hazardous Materials Transport', 'Transport de matières dangereuses', 'Gefahrguttransport'],
    [
      'Hazmat-endorsed drivers, placards and documentation for regulated goods.',
      'Chauffeurs certifiés, plaques et documents pour marchandises réglementées.',
      'Fahrer mit Gefahrgutschein, Kennzeichnung und Papiere für Gefahrgut.',
    ],
  ),
  s(
    'TankerTransport',
    3,
    [I, F],
    [],
    ['Tanker Transport', 'Transport en citerne', 'Tanktransport'],
    [
      'Bulk liquids and gases in a tank trailer.',
      'Liquides et gaz en vrac en citerne.',
      'Flüssigkeiten und Gase als Schüttgut im Tankauflieger.',
    ],
  ),
  s(
    'DryBulkTransport',
    2,
    [I, F],
    [],
    ['Dry Bulk Transport', 'Transport de vrac sec', 'Trockenschüttguttransport'],
    [
      'Grain, sand, gravel or pellets in a hopper or dump trailer.',
      'Grain, sable, gravier ou granulés en trémie ou benne.',
      'Getreide, Sand, Kies oder Pellets im Silo- oder Kippauflieger.',
    ],
  ),
  s(
    'LiftgateService',
    1,
    [L, H, I],
    [],
    ['Liftgate Service', 'Service de hayon élévateur', 'Hebebühnenservice'],
    [
      'A truck with a liftgate for pickup or delivery where there is no loading dock.',
      'Camion à hayon pour ramassage ou livraison sans quai de chargement.',
      'Lkw mit Hebebühne für Orte ohne Laderampe.',
    ],
  ),
  s(
    'ResidentialFreightDelivery',
    2,
    [L],
    [],
    ['Residential Freight Delivery', 'Livraison de fret résidentielle', 'Frachtzustellung an Privatadressen'],
    [
      'Freight delivered to a home, with a delivery appointment.',
      'Fret livré à domicile, sur rendez-vous.',
      'Frachtzustellung an eine Privatadresse mit Terminvereinbarung.',
    ],
  ),
  s(
    'ConsolidatedFreight',
    1,
    [L, H],
    [],
    ['Consolidated Freight', 'Fret consolidé', 'Sammelgut'],
    [
      'Combined with other shipments on the same lane by a freight consolidator.',
      'Regroupé avec d’autres envois du même trajet par un groupeur.',
      'Mit anderen Sendungen derselben Strecke von einem Sammelgutspediteur gebündelt.',
    ],
  ),
  s(
    'WarehousingCrossDock',
    2,
    [L, I, F],
    [],
    ['Cross-Dock & Warehousing', 'Transbordement et entreposage', 'Cross-Docking und Lagerung'],
    [
      'Freight transferred or stored briefly at a cross-dock between carriers.',
      'Fret transbordé ou stocké brièvement sur une plateforme.',
      'Ware wird auf einer Umschlagplattform umgeladen oder kurz gelagert.',
    ],
  ),
  s(
    'WhiteGloveFreight',
    5,
    [I, L],
    [],
    ['White Glove Freight', 'Fret gants blancs', 'White-Glove-Fracht'],
    [
      'Inside delivery, placement, unpacking and debris removal for commercial equipment.',
      'Livraison intérieure, installation et reprise des emballages pour équipement commercial.',
      'Lieferung ins Gebäude, Aufstellung, Auspacken und Entsorgung für Geschäftsausstattung.',
    ],
  ),
  // Every commodity
  s(
    'Other',
    2,
    ALL,
    [],
    ['Other', 'Autre', 'Sonstiges'],
    [
      'A service not listed; describe it in the listing.',
      'Un service non listé; décrivez-le dans l’annonce.',
      'Ein nicht aufgeführter Service; bitte im Inserat beschreiben.',
    ],
  ),
])();
