import { describe, expect, it } from 'vitest';
import { apiForThisFile } from '../support/api.ts';
import { bidBody, listingBody } from '../support/listings.ts';
import { eventually } from '../support/eventually.ts';
import { FootprintRecorder, partitionPattern } from '../../infra/local/deployed/footprints.ts';

// The as-deployed runtime's footprints (issue 52, docs/scale.md): each DynamoDB call with its
// function, the partitions it names as patterns and the units DynamoDB reports for the table and
// each index; each invocation with its trigger and time; the stream records each consumer is handed.

process.env.MARKETPLACE_RUNTIME = 'as-deployed';
const footprints = new FootprintRecorder();
const api = apiForThisFile({ footprints });

describe('partition patterns', () => {
  it('keep what every request shares and name what differs', () => {
    expect(partitionPattern('LISTING#123')).toBe('LISTING#<n>');
    expect(partitionPattern('USER#48213907#LISTINGS#Unbooked')).toBe('USER#<n>#LISTINGS#Unbooked');
    // a sorted list's shard: one of its list's (the model takes its share: the list's over its shards)
    expect(partitionPattern('SEARCH#BY#DateUpdated#ALL#0')).toBe('SEARCH#BY#DateUpdated#ALL#<shard>');
    expect(partitionPattern('SEARCH#BY#Price#COMMODITY#Vehicles')).toBe(
      'SEARCH#BY#Price#COMMODITY#<commodity>#<shard>',
    );
    expect(partitionPattern('ALERTDIGESTS')).toBe('ALERTDIGESTS');
    // the positions' watch list: one of its shards
    expect(partitionPattern('TRACKED#7')).toBe('TRACKED#<shard>');
    expect(partitionPattern('TRACKED#127')).toBe('TRACKED#<shard>');
    // the alert index: its places and goods as kinds, the wide ones' shards
    expect(partitionPattern('ALERT#FROM#9v6k#*')).toBe('ALERT#FROM#<cell>#*');
    expect(partitionPattern('ALERT#FROM#9v6#Vehicles')).toBe('ALERT#FROM#<cell>#<commodity>');
    expect(partitionPattern('ALERT#FROM#USA-TX#*#3')).toBe('ALERT#FROM#<region>#*#<shard>');
    expect(partitionPattern('ALERT#TO#USA-AZ#Boats')).toBe('ALERT#TO#<region>#<commodity>');
    expect(partitionPattern('ALERT#LANE#9v6k#USA-AZ#*')).toBe('ALERT#LANE#<lane>#*');
    expect(partitionPattern('ALERT#ANY#Vehicles#7')).toBe('ALERT#ANY#<commodity>#<shard>');
    expect(partitionPattern('ALERT#ANY#Vehicles')).toBe('ALERT#ANY#<commodity>#<shard>'); // shard 0, the whole partition's name
    expect(partitionPattern('ALERTDIGESTS#3')).toBe('ALERTDIGESTS#3'); // one of eight shards, each its own
    // places and goods are kinds too: the model takes the busiest one's share of each
    expect(partitionPattern('SEARCH#PICKUP#USA-TX')).toBe('SEARCH#PICKUP#<region>');
    expect(partitionPattern('SEARCH#BY#Price#PICKUP#CAN-ON')).toBe('SEARCH#BY#Price#PICKUP#<region>');
    expect(partitionPattern('SEARCH#NEAR#9v6#Vehicles')).toBe('SEARCH#NEAR#<cell>#<commodity>');
    expect(partitionPattern('SEARCHTALLY#PICKUPCELL#9v')).toBe('SEARCHTALLY#PICKUPCELL#<cell>');
    expect(partitionPattern('SEARCH#BY#DateUpdated#COMMODITY#Vehicles#2')).toBe(
      'SEARCH#BY#DateUpdated#COMMODITY#<commodity>#<shard>',
    );
    expect(partitionPattern('SEARCHTALLY#PICKUP#NA-USA')).toBe('SEARCHTALLY#PICKUP#NA-USA'); // one of two countries
    expect(partitionPattern('MARKET#CarsLightTrucks#USA-TX>USA-AZ')).toBe('MARKET#<commodity>#<lane>');
    expect(partitionPattern('MARKET#CarsLightTrucks')).toBe('MARKET#<commodity>');
    expect(partitionPattern(`APIKEY#${'ab12'.repeat(16)}`)).toBe('APIKEY#<hash>');
    expect(partitionPattern('EMAIL#dana@example.com')).toBe('EMAIL#<email>');
    expect(partitionPattern(`SUPPRESSED#sha256:${'ab12'.repeat(16)}`)).toBe('SUPPRESSED#<hash>');
    expect(partitionPattern('EXPORT#0193a1c2-7d4e-7b21-9c3f-5e8a1b2c3d4e')).toBe('EXPORT#<uuid>');
  });
});

describe('a listing and a bid, as recorded', () => {
  it('names the functions, their partitions and units by table and index, and what the stream consumers were handed', async () => {
    const { key: shipper } = await api.user('Shipper');
    const { key: carrier } = await api.user('ServiceProvider');
    const mark = footprints.mark();
    const created = await api.call('POST', '/v2/listings', { key: shipper, body: listingBody() });
    expect(created.status).toBe(201);
    const listingId = Number(created.headers.get('location')!.split('/').pop());
    expect(
      (await api.call('POST', `/v2/listings/${listingId}/bids`, { key: carrier, body: bidBody(900) })).status,
    ).toBe(201);
    await eventually(
      async () => footprints.since(mark).streamRecords,
      (records) => records.some((r) => r.entity === 'Bid' && /Notifier/.test(r.function)),
      'the notifier handed the bid',
    );
    const run = footprints.since(mark);

    const create = run.invocations.filter((i) => /CreateListing$/.test(i.function));
    expect(create).toEqual([expect.objectContaining({ trigger: 'api', ms: expect.any(Number) })]);
    const writes = run.tableCalls.filter(
      (c) => /CreateListing$/.test(c.function) && c.operation === 'TransactWriteItems',
    );
    expect(writes.length).toBe(1);
    expect(writes[0]!.partitions.map((p) => p.pattern)).toContain('LISTING#<n>');
    expect(writes[0]!.units.table!.write).toBeGreaterThan(0);
    // the list entry and the state are index copies: units on indexes too
    expect(Object.keys(writes[0]!.units).filter((where) => where !== 'table').length).toBeGreaterThan(0);
    // authentication: the caller's user item, half a unit
    const standing = run.tableCalls.find(
      (c) => /CreateListing$/.test(c.function) && c.operation === 'GetItem' && c.partitions[0]?.pattern === 'USER#<n>',
    );
    expect(standing?.units.table).toEqual({ read: 0.5, write: 0 });
    // the stream consumers: each handed what its filter lets through, each invocation timed
    expect(
      run.invocations.some((i) => i.trigger === 'stream' && /Notifier/.test(i.function) && (i.records ?? 0) >= 1),
    ).toBe(true);
    expect(run.streamRecords.some((r) => r.entity === 'ListingState')).toBe(true);
  });
});
