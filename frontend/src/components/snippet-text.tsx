import type { ReactNode } from 'react';
import { snippetPieces } from '@/lib/snippet';

/**
 * A passage of a note as one line of text, its code as code and its web addresses as links that open in a
 * new tab; `words` marks up the plain words (search highlights the query's).
 */
export function SnippetText({ content, words = (text) => text }: { content: string; words?: (text: string) => ReactNode }) {
  return (
    <>
      {snippetPieces(content).map((piece, index) =>
        piece.kind === 'code' ? (
          <code key={index}>{piece.text}</code>
        ) : piece.kind === 'link' ? (
          <a key={index} href={piece.href} target="_blank" rel="noopener noreferrer">
            {piece.text}
          </a>
        ) : (
          <span key={index}>{words(piece.text)}</span>
        ),
      )}
    </>
  );
}
