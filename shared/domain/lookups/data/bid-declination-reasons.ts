import type { Localized } from '../../../language/labels.ts';

// spec 2.12: the nine reasons a shipper may give when declining a bid, in the spec's order.
export interface DeclinationReasonRecord {
  value: string;
  label: Localized;
  shortLabel?: Localized;
}

export const bidDeclinationReasonRecords: readonly DeclinationReasonRecord[] = [
  { value: 'OutOfPriceRange', label: ['Price too high', 'Prix trop élevé', 'Preis zu hoch'] },
  {
    value: 'InsufficientFeedback',
    label: ['Insufficient feedback', 'Évaluations insuffisantes', 'Unzureichende Bewertungen'],
  },
  { value: 'DatesNotCompatible', label: ['Dates not compatible', 'Dates incompatibles', 'Termine passen nicht'] },
  {
    value: 'ShippingNoLongerRequired',
    label: ['Shipping no longer required', "L'expédition n'est plus nécessaire", 'Versand nicht mehr erforderlich'],
  },
  { value: 'Other', label: ['Other', 'Autre', 'Sonstiges'] },
  {
    value: 'InsufficientCommunication',
    label: ['Insufficient communication', 'Communication insuffisante', 'Unzureichende Kommunikation'],
  },
  {
    value: 'InadequateInsurance',
    label: ['Inadequate insurance', 'Assurance inadéquate', 'Unzureichende Versicherung'],
  },
  { value: 'InadequateEquipment', label: ['Inadequate equipment', 'Équipement inadéquat', 'Ungeeignete Ausrüstung'] },
  {
    value: 'NeedToMakeChangesToShipment',
    label: ['I need to make changes to this shipment', 'Je dois modifier cet envoi', 'Ich muss diese Sendung ändern'],
    shortLabel: ['Shipment needs to be updated', "L'envoi doit être modifié", 'Sendung muss geändert werden'],
  },
];
