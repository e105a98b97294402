import type { Localized } from '../../../language/labels.ts';
import type { UserStatus, UserType } from '../../users/types.ts';

// Labels of the labelled values on users (spec 2.14).
export const userTypeLabels: Record<UserType, Localized> = {
  Affiliate: ['Affiliate', 'Affilié', 'Partner'],
  Broker: ['Broker', 'Courtier', 'Makler'],
  ServiceProvider: ['Service Provider', 'Prestataire de services', 'Dienstleister'],
  Shipper: ['Shipper', 'Expéditeur', 'Versender'],
  ShipperAndServiceProvider: [
    'Shipper and Service Provider',
    'Expéditeur et prestataire',
    'Versender und Dienstleister',
  ],
};

export const userStatusLabels: Record<UserStatus, Localized> = {
  Active: ['Active', 'Actif', 'Aktiv'],
  Held: ['Held', 'En attente', 'Zurückgehalten'],
  Suspended: ['Suspended', 'Suspendu', 'Gesperrt'],
  Closed: ['Closed', 'Fermé', 'Geschlossen'],
};

export const entityTypeLabels: Record<'Carrier', Localized> = {
  Carrier: ['Carrier', 'Transporteur', 'Frachtführer'],
};
