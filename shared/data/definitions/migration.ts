import * as v from 'valibot';
import { defineKeyedItem, templatesOf } from '../item-definition.ts';

// A migration's marker (docs/operations.md, "Migrations"): written once it has converted every item
// (shared/data/migrations.ts); its name is in its key alone.

/** What names a migration's marker. */
export interface MigrationName {
  name: string;
}

/** When the migration completed. */
export interface MigrationDone {
  completedOn: string;
}

const migration = templatesOf<MigrationName>();

export const migrationItems = defineKeyedItem<MigrationName, MigrationDone>()({
  kind: 'Migration',
  schema: v.looseObject({ completedOn: v.string() }),
  key: {
    partition: migration(['name'], ({ name }) => `MIGRATION#${name}`),
    sort: migration([], () => 'MIGRATION'),
  },
});
