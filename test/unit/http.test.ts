import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from '../../shared/http/language.ts';
import { parseInput } from '../../shared/http/validation.ts';
import { ValidationError } from '../../shared/errors.ts';
import { feedbackView } from '../../shared/domain/users/views.ts';
import { placeLabels } from '../../shared/domain/lookups/places.ts';

describe('language negotiation', () => {
  it('picks the best of en-US, fr and de, English otherwise', () => {
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('fr-CA,fr;q=0.9,en;q=0.5')).toBe('fr');
    expect(negotiateLanguage('de-AT')).toBe('de'); // a regional variant gets its language
    expect(negotiateLanguage('es-MX, de;q=0.5')).toBe('de');
    expect(negotiateLanguage('ja')).toBe('en');
  });
});

describe('input validation (spec 7.2)', () => {
  const Schema = v.object({
    route: v.object({ items: v.array(v.object({ postalCode: v.string() })) }),
    title: v.string(),
  });

  it('names every failing field by its JSON path, missing ones as required', () => {
    try {
      parseInput(Schema, { route: { items: [{ postalCode: '78704' }, { postalCode: 5 }] } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError);
      const entries = (error as ValidationError).errors;
      expect(entries.map((e) => [e.field, e.code])).toEqual([
        ['route.items[1].postalCode', 40001],
        ['title', 40002],
      ]);
      expect(entries.every((e) => e.severity === 'Error')).toBe(true);
    }
  });

  it('names the whole input when it is not an object', () => {
    expect(() => parseInput(Schema, 'text')).toThrow(ValidationError);
  });
});

describe('display rules', () => {
  it('feedback averages to one decimal and shows no average without ratings (spec 2.14)', () => {
    expect(feedbackView({ count: 0, positiveCount: 0, starTotal: 0 })).toEqual({ count: 0 });
    expect(feedbackView({ count: 3, positiveCount: 2, starTotal: 13 })).toEqual({
      count: 3,
      percentPositive: 66.7,
      starRating: 4.3,
    });
  });

  it('place labels read "City, ST ZIP" and "City, ST"', () => {
    expect(placeLabels({ majorMunicipality: 'Austin', stateProvince: 'TX', postalCode: '78704' })).toEqual({
      label: 'Austin, TX 78704',
      shortLabel: 'Austin, TX',
    });
    expect(placeLabels({ postalCode: 'M5V 2T6', country: 'CA' })).toEqual({ label: 'M5V 2T6', shortLabel: 'M5V 2T6' });
  });
});
