import type { SitePicture } from '@chairside/domain';
import { Box } from '@mui/material';

/** A picture of the site, resized by the server (`srcset` lets a phone take the smaller one). */
export function Picture({
  picture,
  alt,
  height,
  round = false,
}: {
  picture: SitePicture;
  alt: string;
  height: number;
  round?: boolean;
}) {
  return (
    <Box
      component="img"
      src={picture.small}
      srcSet={`${picture.small} 480w, ${picture.large} 960w`}
      sizes="(max-width: 600px) 100vw, 480px"
      alt={alt}
      loading="lazy"
      decoding="async"
      sx={{
        display: 'block',
        width: round ? height : '100%',
        height,
        objectFit: 'cover',
        borderRadius: round ? '50%' : 1,
      }}
    />
  );
}
