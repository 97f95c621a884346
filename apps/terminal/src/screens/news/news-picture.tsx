import { useState } from 'react';
import { ImageFrame } from '@beurs/ui';
import placeholder from './news-placeholder.svg';

/**
 * A news item's picture, or the placeholder shipped with the app when it has none or it fails
 * to load (contract §3). Decorative: the title beside it says what the item is about.
 */
export function NewsPicture({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <ImageFrame
      className={className ?? 't-news-picture'}
      src={src && !failed ? src : placeholder}
      alt=""
      loading="lazy"
      width={320}
      height={180}
      onError={() => setFailed(true)}
    />
  );
}
