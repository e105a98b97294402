import type { Localized } from '../../../language/labels.ts';

// Trailer and truck types a provider operates (spec 2.8: they depend on the commodity type).
// Values seen in the spec (DryVan, AutoCarrier, Reefer, AirRideVan, Flatbed, OnTrailer) plus the
// common North American equipment types; `commodities` are the parent commodities each carries.

export interface TrailerTypeRecord {
  value: string;
  label: Localized;
  commodities: readonly string[];
}

const freight = ['LessThanTruckload', 'BusinessIndustrial', 'VehicleBoatFoodAgriculture'];

export const trailerTypeRecords: readonly TrailerTypeRecord[] = [
  { value: 'DryVan', label: ['Dry Van', 'Fourgon sec', 'Trockenkoffer'], commodities: [...freight, 'HouseholdGoods'] },
  {
    value: 'AirRideVan',
    label: ['Air-Ride Van', 'Fourgon à suspension pneumatique', 'Koffer mit Luftfederung'],
    commodities: ['HouseholdGoods', 'LessThanTruckload', 'BusinessIndustrial'],
  },
  {
    value: 'Reefer',
    label: ['Refrigerated (Reefer)', 'Frigorifique', 'Kühlauflieger'],
    commodities: ['LessThanTruckload', 'VehicleBoatFoodAgriculture', 'HouseholdGoods'],
  },
  {
    value: 'Flatbed',
    label: ['Flatbed', 'Plateau', 'Pritschenauflieger'],
    commodities: ['Vehicles', 'Boats', 'MotorcyclesPowerSports', 'BusinessIndustrial', 'VehicleBoatFoodAgriculture'],
  },
  {
    value: 'StepDeck',
    label: ['Step Deck', 'Plateau surbaissé', 'Tiefbett-Stufenauflieger'],
    commodities: ['Vehicles', 'Boats', 'BusinessIndustrial'],
  },
  {
    value: 'DoubleDrop',
    label: ['Double Drop', 'Double surbaissé', 'Tiefbettauflieger'],
    commodities: ['Boats', 'BusinessIndustrial'],
  },
  {
    value: 'RemovableGooseneck',
    label: ['Removable Gooseneck (RGN)', 'Col-de-cygne amovible', 'Tieflader mit abnehmbarem Schwanenhals'],
    commodities: ['BusinessIndustrial', 'Vehicles'],
  },
  {
    value: 'Lowboy',
    label: ['Lowboy', 'Semi-remorque surbaissée', 'Tieflader'],
    commodities: ['BusinessIndustrial', 'Vehicles'],
  },
  {
    value: 'Conestoga',
    label: ['Conestoga', 'Conestoga (bâche coulissante)', 'Conestoga (Schiebeplane)'],
    commodities: ['BusinessIndustrial', 'VehicleBoatFoodAgriculture'],
  },
  {
    value: 'CurtainSide',
    label: ['Curtain Side', 'Rideaux coulissants', 'Curtainsider'],
    commodities: ['LessThanTruckload', 'BusinessIndustrial'],
  },
  {
    value: 'AutoCarrier',
    label: ['Auto Carrier', 'Porte-voitures', 'Autotransporter'],
    commodities: ['Vehicles', 'MotorcyclesPowerSports'],
  },
  {
    value: 'EnclosedAutoCarrier',
    label: ['Enclosed Auto Carrier', 'Porte-voitures fermé', 'Geschlossener Autotransporter'],
    commodities: ['Vehicles', 'MotorcyclesPowerSports'],
  },
  {
    value: 'WedgeCarHauler',
    label: ['Wedge Car Hauler', 'Porte-voitures en coin', 'Keil-Autotransporter'],
    commodities: ['Vehicles', 'MotorcyclesPowerSports'],
  },
  {
    value: 'Hotshot',
    label: ['Hotshot', 'Hotshot (pick-up et remorque)', 'Hotshot (Pick-up mit Anhänger)'],
    commodities: ['Vehicles', 'MotorcyclesPowerSports', 'BusinessIndustrial', 'Boats'],
  },
  {
    value: 'TowTruck',
    label: ['Tow Truck / Rollback', 'Dépanneuse / plateau basculant', 'Abschleppwagen'],
    commodities: ['Vehicles', 'MotorcyclesPowerSports'],
  },
  {
    value: 'HydraulicBoatTrailer',
    label: ['Hydraulic Boat Trailer', 'Remorque à bateau hydraulique', 'Hydraulischer Bootsanhänger'],
    commodities: ['Boats'],
  },
  {
    value: 'OnTrailer',
    label: ['On Its Own Trailer', 'Sur sa propre remorque', 'Auf eigenem Anhänger'],
    commodities: ['Boats', 'MotorcyclesPowerSports', 'Vehicles'],
  },
  {
    value: 'MotorcycleTrailer',
    label: ['Motorcycle Trailer', 'Remorque à motos', 'Motorradanhänger'],
    commodities: ['MotorcyclesPowerSports'],
  },
  {
    value: 'BoxTruck',
    label: ['Box Truck', 'Camion porteur', 'Kofferaufbau-Lkw'],
    commodities: ['HouseholdGoods', 'LessThanTruckload', 'MotorcyclesPowerSports'],
  },
  {
    value: 'MovingTruck',
    label: ['Moving Truck', 'Camion de déménagement', 'Umzugswagen'],
    commodities: ['HouseholdGoods'],
  },
  {
    value: 'CargoVan',
    label: ['Cargo Van', 'Fourgonnette', 'Kastenwagen'],
    commodities: ['HouseholdGoods', 'LessThanTruckload', 'Pets'],
  },
  {
    value: 'PetTransportVan',
    label: ['Climate-Controlled Pet Van', 'Fourgon climatisé pour animaux', 'Klimatisierter Tiertransporter'],
    commodities: ['Pets'],
  },
  {
    value: 'Tanker',
    label: ['Tanker', 'Citerne', 'Tankauflieger'],
    commodities: ['BusinessIndustrial', 'VehicleBoatFoodAgriculture'],
  },
  {
    value: 'HopperBottom',
    label: ['Hopper Bottom', 'Trémie', 'Schüttgutauflieger'],
    commodities: ['BusinessIndustrial', 'VehicleBoatFoodAgriculture'],
  },
  { value: 'DumpTrailer', label: ['Dump Trailer', 'Benne basculante', 'Kipper'], commodities: ['BusinessIndustrial'] },
  {
    value: 'ContainerChassis',
    label: ['Container Chassis', 'Châssis porte-conteneur', 'Containerchassis'],
    commodities: ['BusinessIndustrial', 'HouseholdGoods', 'Boats', 'VehicleBoatFoodAgriculture'],
  },
  {
    value: 'PowerOnly',
    label: ['Power Only', 'Tracteur seul', 'Nur Zugmaschine'],
    commodities: ['LessThanTruckload', 'BusinessIndustrial', 'VehicleBoatFoodAgriculture'],
  },
];
