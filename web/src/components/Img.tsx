import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { srcSetFor } from '@shared/lib/imageSizes';

export const PLACEHOLDER_IMAGE = '/api/placeholder-image';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt'> & {
  src: string | null | undefined;
  alt: string;
  /** The slot's width in CSS, e.g. '(min-width: 1024px) 25vw, 50vw'; picks the right size from srcset. */
  sizes?: string;
  /** Above-the-fold images load first; all others wait until they are near the viewport. */
  priority?: boolean;
};

/**
 * An image that never leaves a hole: responsive sizes for stored uploads, lazy by default, and the
 * server's placeholder when the picture fails (also when it failed before the page became interactive).
 */
export function Img({ src, alt, sizes, priority = false, ...rest }: Props) {
  const [failed, setFailed] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);
  const actual = failed || !src ? PLACEHOLDER_IMAGE : src;

  useEffect(() => setFailed(!src), [src]);
  useEffect(() => {
    const img = ref.current;
    if (img && img.complete && img.naturalWidth === 0 && actual !== PLACEHOLDER_IMAGE) setFailed(true);
  }, [actual]);

  const img = (
    <img
      ref={ref}
      src={actual}
      srcSet={failed ? undefined : srcSetFor(actual)}
      sizes={failed ? undefined : sizes}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => actual !== PLACEHOLDER_IMAGE && setFailed(true)}
      {...rest}
    />
  );
  // React's server renderer puts a <link rel="preload"> for every eager image at the top of the page, but the <img>
  // is in the same HTML, where the browser finds it as early. Such a link adds nothing, and whenever it and the image
  // come to different files (another size from the srcset, a picture the page does not show after all) the browser
  // fetches both and warns of a preload not used. React preloads no image inside a <picture> (whose box the
  // stylesheet removes, so the layout is the image's).
  return priority ? <picture className="img-frame">{img}</picture> : img;
}
