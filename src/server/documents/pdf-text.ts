// Setting text that pdfkit cannot set alone: characters outside the Latin font (each drawn in the first
// fallback font that has it), right-to-left words (ordered by the Unicode bidirectional algorithm), and
// strings with no room to break (cut where they reach the margin). A line is broken here, measured run by
// run in each run's own font, and drawn run by run on one baseline.
import bidiFactory from "bidi-js";
import { CLINGS, type FontSet, type Weight } from "./pdf-fonts";

type Pdf = PDFKit.PDFDocument;

const bidi = bidiFactory();

/** Hebrew, Arabic and the other right-to-left scripts, with their presentation forms. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]|[\u{10800}-\u{10fff}\u{1e800}-\u{1efff}]/u;
/** Words, spaces, and each character of the scripts written without spaces, which break anywhere. */
const TOKEN = /\s+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef](?:\p{M}|\u200d|\ufe0f)*|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]+/gu;

const graphemes = new Intl.Segmenter("en", { granularity: "grapheme" });

export interface SetStyle {
  weight: Weight;
  size: number;
  features?: PDFKit.Mixins.OpenTypeFeatures[];
}

export interface TextRun {
  text: string;
  font: string;
  width: number;
}

/** One line, its runs in the order they are drawn from left to right. */
export interface TextLine {
  runs: TextRun[];
  width: number;
}

interface Span {
  start: number;
  end: number;
}

export class TextSetter {
  constructor(
    private readonly pdf: Pdf,
    readonly fonts: FontSet,
  ) {}

  /** True when pdfkit can set the text by itself: one font, left to right, every word fits the width. */
  plain(text: string, style: SetStyle, width: number): boolean {
    const primary = this.fonts.primaryName(style.weight);
    for (const char of text) {
      if (char === "\n" || char === " ") continue;
      if (this.fonts.fontFor(char, style.weight) !== primary || RIGHT_TO_LEFT.test(char)) return false;
    }
    // A word can be wider than the column only if it has more letters than the widest ones could fit.
    const maxLetters = width / (1.2 * style.size);
    for (const word of text.split(/\s+/)) {
      if (word.length > maxLetters && this.width(word, primary, style) > width) return false;
    }
    return true;
  }

  private width(text: string, font: string, style: SetStyle): number {
    return this.pdf.font(font).fontSize(style.size).widthOfString(text, { features: style.features });
  }

  /** The font of each character of `text[start, end)`, grouped into spans of one font. */
  private fontSpans(text: string, start: number, end: number, weight: Weight): (Span & { font: string })[] {
    const spans: (Span & { font: string })[] = [];
    let i = start;
    while (i < end) {
      const char = String.fromCodePoint(text.codePointAt(i)!);
      const last = spans.at(-1);
      const font = last && CLINGS.test(char) ? last.font : this.fonts.fontFor(char, weight);
      if (last && last.font === font) last.end = i + char.length;
      else spans.push({ start: i, end: i + char.length, font });
      i += char.length;
    }
    return spans;
  }

  private spanWidth(text: string, span: Span, style: SetStyle): number {
    return this.fontSpans(text, span.start, span.end, style.weight).reduce(
      (sum, part) => sum + this.width(text.slice(part.start, part.end), part.font, style),
      0,
    );
  }

  /** Breaks one paragraph (no line feeds) into lines no wider than `width`. */
  private breakParagraph(text: string, style: SetStyle, width: number): Span[] {
    const lines: Span[] = [];
    let line: Span | null = null;
    let lineWidth = 0;
    let spaceWidth = 0;
    for (const match of text.matchAll(TOKEN)) {
      const token = { start: match.index, end: match.index + match[0].length };
      if (/^\s/.test(match[0])) {
        if (line) spaceWidth = this.spanWidth(text, token, style);
        continue;
      }
      const tokenWidth = this.spanWidth(text, token, style);
      if (line && lineWidth + spaceWidth + tokenWidth <= width + 0.01) {
        line.end = token.end;
        lineWidth += spaceWidth + tokenWidth;
      } else {
        if (line) lines.push(line);
        line = null;
        if (tokenWidth <= width + 0.01) {
          line = { ...token };
          lineWidth = tokenWidth;
        } else {
          // no room to break: cut after the last hyphen, slash, dot, @ or underscore that fits (an e-mail, a
          // path, an id), else between characters where the margin comes
          let piece: Span | null = null;
          let pieceWidth = 0;
          let softBreak: { at: number; width: number } | null = null;
          for (const { segment, index } of graphemes.segment(match[0])) {
            const at = token.start + index;
            const w = this.spanWidth(text, { start: at, end: at + segment.length }, style);
            if (piece && pieceWidth + w > width + 0.01) {
              if (softBreak && softBreak.at > piece.start && pieceWidth - softBreak.width + w <= width + 0.01) {
                lines.push({ start: piece.start, end: softBreak.at });
                piece = softBreak.at < piece.end ? { start: softBreak.at, end: piece.end } : null;
                pieceWidth -= softBreak.width;
              } else {
                lines.push(piece);
                piece = null;
              }
              softBreak = null;
            }
            if (piece) {
              piece.end = at + segment.length;
              pieceWidth += w;
            } else {
              piece = { start: at, end: at + segment.length };
              pieceWidth = w;
            }
            if (/^[-/.@_]$/.test(segment)) softBreak = { at: at + segment.length, width: pieceWidth };
          }
          line = piece;
          lineWidth = pieceWidth;
        }
      }
      spaceWidth = 0;
    }
    if (line) lines.push(line);
    return lines.length > 0 ? lines : [{ start: 0, end: 0 }];
  }

  /** The runs of one line in visual order: the bidirectional algorithm's levels, reordered by rule L2. */
  private lineRuns(text: string, levels: Uint8Array | null, span: Span, style: SetStyle): TextLine {
    const pieces: { start: number; end: number; font: string; level: number }[] = [];
    for (const part of this.fontSpans(text, span.start, span.end, style.weight)) {
      for (let i = part.start; i < part.end; i++) {
        const level = levels ? levels[i]! : 0;
        const last = pieces.at(-1);
        if (last && last.font === part.font && last.level === level && last.end === i) last.end = i + 1;
        else pieces.push({ start: i, end: i + 1, font: part.font, level });
      }
    }
    if (levels && pieces.length > 0) {
      const max = Math.max(...pieces.map((piece) => piece.level));
      const minOdd = Math.min(...pieces.map((piece) => piece.level).filter((level) => level % 2 === 1), max + 1);
      for (let level = max; level >= minOdd; level--) {
        for (let i = 0; i < pieces.length; i++) {
          if (pieces[i]!.level < level) continue;
          let j = i;
          while (j + 1 < pieces.length && pieces[j + 1]!.level >= level) j++;
          pieces.splice(i, j - i + 1, ...pieces.slice(i, j + 1).reverse());
          i = j;
        }
      }
    }
    const runs = pieces.map((piece) => {
      let runText = text.slice(piece.start, piece.end);
      // fontkit lays out a Hebrew or Arabic run right to left by itself; other right-to-left runs (spaces,
      // digits, punctuation between right-to-left words) are reversed here, their brackets mirrored
      const rtl = piece.level % 2 === 1;
      if (rtl && !RIGHT_TO_LEFT.test(runText)) {
        runText = [...runText]
          .reverse()
          .map((char) => bidi.getMirroredCharacter(char) ?? char)
          .join("");
      } else if (!rtl && RIGHT_TO_LEFT.test(runText)) {
        // digits of an Arabic number, which fontkit would lay out right to left with the Arabic script
        runText = [...runText].reverse().join("");
      }
      return { text: runText, font: piece.font, width: this.width(runText, piece.font, style) };
    });
    return { runs, width: runs.reduce((sum, run) => sum + run.width, 0) };
  }

  /** Breaks `text` into lines no wider than `width`, each with its runs ready to draw. */
  lines(text: string, style: SetStyle, width: number): TextLine[] {
    return text.split("\n").flatMap((paragraph) => {
      const levels = RIGHT_TO_LEFT.test(paragraph) ? bidi.getEmbeddingLevels(paragraph, "auto").levels : null;
      return this.breakParagraph(paragraph, style, width).map((span) => this.lineRuns(paragraph, levels, span, style));
    });
  }

  /** Draws one line with its top at `y`; the baseline is where pdfkit would put the primary font's. */
  drawLine(line: TextLine, style: SetStyle, x: number, y: number, width: number, align: "left" | "right" | "center"): void {
    const primary = this.fonts.primaryName(style.weight);
    this.pdf.font(primary).fontSize(style.size);
    const ascent = ((this.pdf as unknown as { _font: { ascender: number } })._font.ascender / 1000) * style.size;
    let at = x + (align === "right" ? width - line.width : align === "center" ? (width - line.width) / 2 : 0);
    for (const run of line.runs) {
      if (run.text.trim() !== "") {
        this.pdf.font(run.font).fontSize(style.size).text(run.text, at, y + ascent, {
          baseline: "alphabetic",
          lineBreak: false,
          features: style.features,
        });
      }
      at += run.width;
    }
  }
}
