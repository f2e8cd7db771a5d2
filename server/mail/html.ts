import { escapeHtml } from '../http/escape-html.ts';

/** Plain lines as the HTML paragraphs of a mail, escaped. */
export const htmlParagraphs = (lines: readonly string[]): string =>
  lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
