import { findNumbers, type MetadataJson } from 'libphonenumber-js/core';
import { LinkifyIt } from 'linkify-it';
import phoneMetadata from './data/phone-metadata.generated.json' with { type: 'json' };

// Before booking, contact details are masked in what the parties write to each other on a listing
// (docs/questions.md), so that the deal stays on the marketplace, as uShip does. Each kind is found
// by a library that knows it: libphonenumber-js's text search for phone numbers (US, Canadian and
// Mexican numbers in any common format: its metadata cut to those, ./data/build-phone-metadata.ts),
// linkify-it for email and web addresses (with or without http://, www. or a scheme).

const links = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true });

type Kind = 'phone' | 'email' | 'web';
const hidden: Record<Kind, string> = {
  phone: '[phone number hidden]',
  email: '[email address hidden]',
  web: '[web address hidden]',
};

interface Span {
  start: number;
  end: number;
  kind: Kind;
}

/**
 * Phone numbers: the search joins a number to the digits after a `, ` or `;`, which no number contains, so each piece
 * is searched alone.
 */
function phoneSpans(text: string): Span[] {
  const spans: Span[] = [];
  let offset = 0;
  for (const piece of text.split(/(?<=[,;\n])/)) {
    for (const found of findNumbers(
      piece,
      { defaultCountry: 'US', v2: true },
      // the metadata built in (a JSON import) is the library's MetadataJson, which its JSON type cannot say
      phoneMetadata as unknown as MetadataJson,
    )) {
      spans.push({ start: offset + found.startsAt, end: offset + found.endsAt, kind: 'phone' });
    }
    offset += piece.length;
  }
  return spans;
}

const addressSpans = (text: string): Span[] =>
  (links.match(text) ?? []).map((match) => ({
    start: match.index,
    end: match.lastIndex,
    kind: match.schema === 'mailto:' ? 'email' : 'web',
  }));

/** The text with every contact detail replaced by what it was (`[phone number hidden]`), and whether any was. */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  const spans = [...addressSpans(text), ...phoneSpans(text)].sort((a, b) => a.start - b.start);
  if (spans.length === 0) return { text, masked: false };
  let masked = '';
  let at = 0;
  for (const span of spans) {
    if (span.start < at) continue; // inside one already hidden (a number in a web address)
    masked += text.slice(at, span.start) + hidden[span.kind];
    at = span.end;
  }
  return { text: masked + text.slice(at), masked: true };
}
