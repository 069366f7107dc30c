import { markedSnippet } from './markdown';

/** A passage's snippet in pieces the page shows differently: words, code, and web addresses. */
export type SnippetPiece = { kind: 'text' | 'code'; text: string } | { kind: 'link'; text: string; href: string };

/**
 * A bare http(s) address in a note's text: it ends at a space, an angle bracket, a quote or CJK punctuation;
 * a closing bracket or sentence mark after it is the sentence's ({@link trimmed}).
 */
const WEB_ADDRESS = /https?:\/\/[^\s<>"'`\u3000-\u303f\uff01-\uff0f\uff1a-\uff20]+/g;

/**
 * The snippet of {@link markedSnippet} in pieces: code as code (a command read as prose was hard to tell
 * from the sentence around it), and bare web addresses as links. Only http(s) addresses become links, and
 * the pieces are text for React to render: nothing in a note is ever run.
 */
export function snippetPieces(content: string): SnippetPiece[] {
  const pieces: SnippetPiece[] = [];
  markedSnippet(content)
    .split(/`([^`]+)`/)
    .forEach((piece, index) => {
      if (index % 2 === 1) pieces.push({ kind: 'code', text: piece });
      else pieces.push(...withLinks(piece.replace(/`/g, '')));
    });
  return pieces.filter((piece) => piece.text !== '');
}

function withLinks(text: string): SnippetPiece[] {
  const pieces: SnippetPiece[] = [];
  let last = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    const address = trimmed(match[0]);
    const start = match.index;
    pieces.push({ kind: 'text', text: text.slice(last, start) });
    pieces.push({ kind: 'link', text: address, href: address });
    last = start + address.length;
  }
  pieces.push({ kind: 'text', text: text.slice(last) });
  return pieces;
}

/** "https://a.b/c)." → "https://a.b/c" unless the address opened the bracket itself (a Wikipedia title). */
function trimmed(address: string): string {
  let end = address.length;
  for (;;) {
    const char = address[end - 1] ?? '';
    const opened = (address.slice(0, end).match(/\(/g) ?? []).length;
    const closed = (address.slice(0, end).match(/\)/g) ?? []).length;
    if (/[.,;:!?\]]/.test(char) || (char === ')' && closed > opened)) end--;
    else return address.slice(0, end);
  }
}
