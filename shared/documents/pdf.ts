import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

// One-page business documents (the Bill of Lading, docs/attachments.md) drawn with pdf-lib. Text is
// real text in the standard Helvetica fonts (extractable and searchable, nothing embedded), so it
// is limited to their WinAnsi characters: anything else is written without its accent, or as '?'.

export type DocumentSection =
  | { kind: 'facts'; facts: [label: string, value: string][] }
  | { kind: 'columns'; columns: { title: string; lines: string[] }[] }
  | { kind: 'table'; title: string; header: string[]; widths: number[]; rows: string[][] }
  | { kind: 'text'; title: string; text: string }
  | { kind: 'signatures'; lines: string[] };

export interface DocumentContent {
  title: string;
  subtitle: string;
  sections: DocumentSection[];
  footer: string;
}

const PAGE = { width: 612, height: 792 }; // US Letter, in points
const MARGIN = 40;
const WIDTH = PAGE.width - 2 * MARGIN;
const SIZE = 9;
const LEADING = 11.5;
const INK = rgb(0.1, 0.14, 0.2);
const RULE = rgb(0.7, 0.74, 0.78);
const GREY = rgb(0.35, 0.4, 0.45);

/** WinAnsi's printable characters beyond Latin-1: what the standard fonts can show. */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const printable = (c: string) => (c >= ' ' && c <= '~') || (c >= '\u00a0' && c <= '\u00ff') || winAnsiExtras.has(c);

/** Text the standard fonts can draw: accents dropped where the letter has no WinAnsi form, else '?'. */
export function drawable(text: string): string {
  return [...text.normalize('NFC').replace(/[\r\n\t]+/g, ' ')]
    .map((c) => {
      if (printable(c)) return c;
      const base = c.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return base && [...base].every(printable) ? base : '?';
    })
    .join('');
}

/** Words onto lines no wider than `width`; a word longer than a line is cut. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of drawable(text).split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return lines;
}

class Writer {
  y = PAGE.height - MARGIN;
  constructor(
    readonly page: PDFPage,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {}

  /** Room left above the footer; a section that does not fit is shortened, never spilled. */
  get room() {
    return this.y - MARGIN - 40;
  }

  text(text: string, x: number, options: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb> } = {}) {
    this.page.drawText(drawable(text), {
      x,
      y: this.y,
      size: options.size ?? SIZE,
      font: options.font ?? this.regular,
      color: options.color ?? INK,
    });
  }

  heading(title: string) {
    this.y -= 8;
    this.text(title.toUpperCase(), MARGIN, { font: this.bold, size: 8, color: GREY });
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + WIDTH, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.y -= LEADING;
  }

  section(section: DocumentSection) {
    switch (section.kind) {
      case 'facts':
        return this.facts(section);
      case 'columns':
        return this.columns(section);
      case 'table':
        return this.table(section);
      case 'text':
        return this.paragraph(section);
      case 'signatures':
        return this.signatures(section);
    }
  }

  private facts(section: Extract<DocumentSection, { kind: 'facts' }>) {
    const half = Math.ceil(section.facts.length / 2);
    const top = this.y;
    let lowest = top;
    [section.facts.slice(0, half), section.facts.slice(half)].forEach((facts, column) => {
      this.y = top;
      const x = MARGIN + column * (WIDTH / 2);
      for (const [label, value] of facts) {
        this.text(`${label}:`, x, { font: this.bold });
        const lines = wrap(value, this.regular, SIZE, WIDTH / 2 - 100).slice(0, 2);
        for (const line of lines.length ? lines : ['']) {
          this.text(line, x + 90);
          this.y -= LEADING;
        }
      }
      lowest = Math.min(lowest, this.y);
    });
    this.y = lowest - 4;
  }

  private columns(section: Extract<DocumentSection, { kind: 'columns' }>) {
    const width = WIDTH / section.columns.length;
    const top = this.y;
    let lowest = this.y;
    section.columns.forEach((column, i) => {
      this.y = top;
      this.heading2(column.title, MARGIN + i * width, width - 12);
      for (const line of column.lines.flatMap((l) => wrap(l, this.regular, SIZE, width - 12)).slice(0, 9)) {
        this.text(line, MARGIN + i * width);
        this.y -= LEADING;
      }
      lowest = Math.min(lowest, this.y);
    });
    this.y = lowest - 4;
  }

  private table(section: Extract<DocumentSection, { kind: 'table' }>) {
    this.heading(section.title);
    const xs = section.widths.reduce<number[]>((at, w, i) => [...at, (at[i] ?? MARGIN) + w * WIDTH], [MARGIN]);
    section.header.forEach((cell, i) => this.text(cell, xs[i]!, { font: this.bold }));
    this.y -= LEADING;
    const fits = Math.max(1, Math.floor((this.room - 140) / LEADING));
    const shown = section.rows.length > fits ? section.rows.slice(0, fits - 1) : section.rows;
    for (const row of shown) {
      row.forEach((cell, i) =>
        this.text(wrap(cell, this.regular, SIZE, section.widths[i]! * WIDTH - 6)[0] ?? '', xs[i]!),
      );
      this.y -= LEADING;
    }
    if (shown.length < section.rows.length) {
      this.text(`... and ${section.rows.length - shown.length} more items (see the listing)`, MARGIN, {
        color: GREY,
      });
      this.y -= LEADING;
    }
  }

  private paragraph(section: Extract<DocumentSection, { kind: 'text' }>) {
    this.heading(section.title);
    const lines = wrap(section.text, this.regular, SIZE, WIDTH);
    const fits = Math.max(1, Math.floor((this.room - 90) / LEADING));
    for (const line of lines.slice(0, Math.min(fits, 6))) {
      this.text(line, MARGIN);
      this.y -= LEADING;
    }
  }

  private signatures(section: Extract<DocumentSection, { kind: 'signatures' }>) {
    this.y = Math.min(this.y, MARGIN + 95);
    const width = WIDTH / section.lines.length;
    section.lines.forEach((label, i) => {
      const x = MARGIN + i * width;
      this.page.drawLine({
        start: { x, y: this.y },
        end: { x: x + width - 18, y: this.y },
        thickness: 0.7,
        color: INK,
      });
      this.page.drawText(drawable(label), { x, y: this.y - LEADING, size: 8, font: this.regular, color: GREY });
    });
    this.y -= 2 * LEADING;
  }

  heading2(title: string, x: number, width: number) {
    this.text(title.toUpperCase(), x, { font: this.bold, size: 8, color: GREY });
    this.y -= 4;
    this.page.drawLine({ start: { x, y: this.y }, end: { x: x + width, y: this.y }, thickness: 0.5, color: RULE });
    this.y -= LEADING;
  }
}

export async function renderDocument(content: DocumentContent): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(drawable(`${content.title}: ${content.subtitle}`));
  pdf.setProducer('shipping marketplace');
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const writer = new Writer(
    page,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  writer.text(content.title, MARGIN, { font: writer.bold, size: 20 });
  writer.y -= 16;
  writer.text(content.subtitle, MARGIN, { color: GREY, size: 10 });
  writer.y -= 22;
  for (const section of content.sections) writer.section(section);
  wrap(content.footer, writer.regular, 7, WIDTH)
    .slice(0, 2)
    .forEach((line, i) => {
      page.drawText(line, { x: MARGIN, y: MARGIN - i * 9, size: 7, font: writer.regular, color: GREY });
    });
  return pdf.save({ useObjectStreams: false });
}
