import { Fragment } from 'react';
import { lineBreakPieces } from '@/lib/line-breaks';

/** `text` with a <wbr> at each seam of its long identifiers and paths, as the article has (lib/line-breaks.ts). */
export function BreakableText({ text }: { text: string }) {
  return lineBreakPieces(text).map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
