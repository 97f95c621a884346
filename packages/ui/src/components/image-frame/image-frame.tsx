import type { ImgHTMLAttributes } from 'react';
import { classNames } from '../class-names';

/**
 * How an image is framed: `'picture'` fills its box (cropping) with small rounded corners, for
 * photos such as news pictures; `'preview'` shows the whole image inside a thin border, for a
 * file the user is about to upload; `'code'` sets the image on white with square corners, for
 * machine-read images (QR codes) that need a light background in every theme.
 */
export type ImageFrameVariant = 'picture' | 'preview' | 'code';

/** Props of `<ImageFrame>`; other props (`alt`, `width`, `onError`, ...) go to the `<img>`. */
export interface ImageFrameProps extends ImgHTMLAttributes<HTMLImageElement> {
  /** Defaults to `'picture'`. */
  variant?: ImageFrameVariant;
  /** The image; leave it out while it is being made, to show an empty frame of the same look. */
  src?: string;
}

/**
 * An image in one of the shared frames. The caller sizes it through `className` (its box is
 * layout); the frame sets the look. Without `src` it renders an empty frame, hidden from
 * assistive technology, so nothing shifts when the image arrives.
 *
 * @example
 * <ImageFrame src={item.picture} alt="" className="t-news-thumb" />
 * <ImageFrame variant="code" src={qrDataUrl} alt="QR code of the wallet address" width={176} height={176} />
 */
export function ImageFrame({ variant = 'picture', src, className, alt, ...rest }: ImageFrameProps) {
  const frameClass = classNames('bx-image-frame', `bx-image-frame--${variant}`, className);
  if (src === undefined) return <span className={classNames(frameClass, 'bx-image-frame--empty')} aria-hidden="true" />;
  return <img className={frameClass} src={src} alt={alt} {...rest} />;
}
