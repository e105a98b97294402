import { markSilentShipments } from '../../shared/domain/tracking/no-signal.ts';
import { scheduledRun } from '../../shared/events/schedule.ts';
import { noSignalWatch } from '../../shared/routes/schedules.ts';

// Scheduled (shared/routes/schedules.ts noSignalWatch; every 10 minutes): listings whose positions stopped two hours
// ago are marked NoSignal, and their shippers hear of it (docs/tracking.md, "No signal").
export const handler = scheduledRun(noSignalWatch, 'no-signal watch', () => markSilentShipments());
