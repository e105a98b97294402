// Counters and claims kept per clock hour (wrong passwords from an address, the questions a
// provider asks, one unread-message email per conversation): keyed by the hour since the epoch,
// and kept until an hour after their hour ends (TTL), so a reading at the hour's edge still finds them.

/** The clock hour (hours since the epoch) of an instant given in epoch seconds. */
export const hourOf = (epochSeconds: number) => Math.floor(epochSeconds / 3600);

/** When the hour after `hour` starts, in epoch seconds. */
export const nextHourStart = (hour: number) => (hour + 1) * 3600;

/** The TTL (epoch seconds) of an item counted or claimed in `hour`. */
export const hourItemExpiry = (hour: number) => (hour + 2) * 3600;
