import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FaultInjector, FaultSpecError, faultKinds, parseFaultSpec } from '../../infra/local/deployed/faults.ts';

// The fault spec of `npm start -- --as-deployed --faults` and LOCAL_FAULTS (docs/reliability.md), and
// the injector's draws: the same seed fires the same faults on the same calls of a function.

describe('--faults SPEC', () => {
  it('reads name=probability, latency and seed; all= sets every kind', () => {
    expect(parseFaultSpec('dynamodb.throttle=0.05, lambda.crash=0.01,latency=40,seed=7')).toEqual({
      probabilities: { 'dynamodb.throttle': 0.05, 'lambda.crash': 0.01 },
      latencyMs: 40,
      seed: 7,
    });
    expect(Object.keys(parseFaultSpec('all=0.1').probabilities).sort()).toEqual([...faultKinds].sort());
  });

  it('refuses what it cannot read, naming it', () => {
    for (const [spec, says] of [
      ['dynamodb.slow=0.1', 'unknown fault "dynamodb.slow"'],
      ['s3.error=2', 's3.error is a probability'],
      ['seed=1.5', 'seed must be a whole number'],
      ['sqs.error', '"sqs.error" is not name=number'],
      ['latency=-1', 'latency is milliseconds'],
    ] as const) {
      expect(() => parseFaultSpec(spec)).toThrow(FaultSpecError);
      expect(() => parseFaultSpec(spec)).toThrow(says);
    }
  });
});

describe('the injector', () => {
  const fires = (injector: FaultInjector, fn: string, n = 200) =>
    Array.from({ length: n }, () => injector.fires('dynamodb.throttle', fn));

  it('draws from the seed, per fault kind and function: the n-th call of a function meets the same fault, whatever the others do', () => {
    const spec = parseFaultSpec('dynamodb.throttle=0.2,seed=42');
    const one = new FaultInjector(spec);
    const two = new FaultInjector(spec);
    fires(two, 'other-function', 37); // another function's calls in between change nothing
    expect(fires(one, 'CreateListing')).toEqual(fires(two, 'CreateListing'));
    expect(fires(new FaultInjector(parseFaultSpec('dynamodb.throttle=0.2,seed=43')), 'CreateListing')).not.toEqual(
      fires(new FaultInjector(spec), 'CreateListing'),
    );
    const rate = fires(new FaultInjector(spec), 'PlaceBid', 5000).filter(Boolean).length / 5000;
    expect(rate).toBeGreaterThan(0.17);
    expect(rate).toBeLessThan(0.23);
  });

  it('counts what fired per kind and function, in its file; paused, nothing fires', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'faults-')), 'faults.json');
    const injector = new FaultInjector(parseFaultSpec('lambda.crash=1,latency=10,seed=1'), file);
    injector.fires('lambda.crash', 'a');
    injector.fires('lambda.crash', 'a');
    injector.fires('lambda.crash', 'b');
    injector.pause();
    expect(injector.fires('lambda.crash', 'a')).toBe(false);
    expect(injector.latency('a')).toBe(0);
    injector.stop();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ 'lambda.crash': { a: 2, b: 1 }, latency: {} });
    expect(injector.totals()).toEqual({ 'lambda.crash': 3, latency: 0 });
  });

  it('lambda.timeout: a call where the environment stops, before or after, drawn per invocation among its usual calls or planned by a test; every call counted', () => {
    const drawn = new FaultInjector(parseFaultSpec('lambda.timeout=0.5,seed=3'));
    // 400 invocations of 5 calls each: about half stopped, once each, at any of the 5, before or after
    const stops = Array.from({ length: 400 }, (_, i) => {
      drawn.beginInvocation('a', `env${i % 3}`);
      return Array.from({ length: 5 }, () => drawn.stopsAt('a', false, `env${i % 3}`)).filter((s) => s !== undefined);
    });
    expect(stops.every((s) => s.length <= 1)).toBe(true);
    expect(stops.filter((s) => s[0] === 'before').length).toBeGreaterThan(60);
    expect(stops.filter((s) => s[0] === 'after').length).toBeGreaterThan(60);
    expect(drawn.callsOf('a')).toBe(2000);
    // a long invocation is stopped as readily: its stop is drawn among its function's usual 50 calls
    const long = new FaultInjector(parseFaultSpec('lambda.timeout=0.5,seed=4'));
    const longStops = Array.from({ length: 200 }, () => {
      long.beginInvocation('consumer', 'env');
      return Array.from({ length: 50 }, () => long.stopsAt('consumer', false, 'env')).filter((s) => s !== undefined)
        .length;
    });
    expect(longStops.reduce((a, b) => a + b, 0)).toBeGreaterThan(60);
    const planned = new FaultInjector(parseFaultSpec('seed=1'));
    planned.stopsAt('f');
    planned.planStop('f', 3, 'after');
    expect([planned.stopsAt('f'), planned.stopsAt('f'), planned.stopsAt('f'), planned.stopsAt('f')]).toEqual([
      undefined,
      undefined,
      'after',
      undefined,
    ]);
    expect(planned.callsOf('f')).toBe(4);
    expect(planned.totals()).toEqual({ 'lambda.timeout': 1 });
  });
});
