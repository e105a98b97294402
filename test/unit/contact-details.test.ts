import { describe, expect, it } from 'vitest';
import { maskContactDetails } from '../../shared/domain/questions/contact-details.ts';

// docs/questions.md: contact details are masked before booking; the rest of the text is left alone.

describe('masking contact details', () => {
  it.each([
    ['Call (512) 474-2300 after 5', 'Call [phone number hidden] after 5'],
    ['cell 512.474.2300', 'cell [phone number hidden]'],
    ['text 5124742300 please', 'text [phone number hidden] please'],
    ['512-474-2300 x12 is the office', '[phone number hidden] is the office'],
    ['+1 604 681 2211, or 512 474 2300', '[phone number hidden], or [phone number hidden]'],
    ['1-800-555-1234', '[phone number hidden]'],
    ['+52 55 5281 4123 en CDMX', '[phone number hidden] en CDMX'],
    ['+1 (514) 555-0170 in Montréal', '[phone number hidden] in Montréal'],
    ['mail dana@example.com', 'mail [email address hidden]'],
    [
      'see www.reyes-moves.com or reyes-moves.com/quote or https://x.io/a?b=1',
      'see [web address hidden] or [web address hidden] or [web address hidden]',
    ],
  ])('%s', (sent, kept) => {
    expect(maskContactDetails(sent)).toEqual({ text: kept, masked: true });
  });

  it('leaves what is not contact: weights, years, postal codes, prices, dates, VINs, gate codes', () => {
    const text =
      'Is the 2018 Camry at 78704 running? 3,500 lbs, $1,250 target, pickup 12/01/2026, VIN 1HGCM82633A004352, gate 4411.';
    expect(maskContactDetails(text)).toEqual({ text, masked: false });
  });
});
