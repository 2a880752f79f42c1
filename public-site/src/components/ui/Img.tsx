import type { PublicImage } from '@meydan/shared-types/public';

interface ImgProps {
  image: PublicImage | null;
  /** The `sizes` attribute: how wide the image is drawn, so the browser picks the right WebP variant. */
  sizes: string;
  /** Above the fold: load at once, with high priority (the LCP image). */
  priority?: boolean;
  className?: string;
  alt?: string;
}

/** A WebP variant image with intrinsic width and height so the page never shifts while it loads. */
export function Img({ image, sizes, priority = false, className, alt }: ImgProps) {
  if (!image) return <div className={`img-placeholder ${className ?? ''}`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? undefined : 'async'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
