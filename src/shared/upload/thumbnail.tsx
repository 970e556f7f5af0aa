/**
 * An animation's picture as a small square, or a neutral placeholder when it has none or the file cannot be loaded
 * (a picture deleted from disk must not leave a broken-image icon in the table).
 */
import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { LuImageOff } from 'react-icons/lu';

/** Props of {@link Thumbnail}. */
export interface ThumbnailProps {
  url: string | null | undefined;
  /** Text alternative; '' when the name is printed beside it. */
  alt: string;
  /** Chakra size token, e.g. '10'. */
  size?: string;
  /** Shown as the placeholder's title when there is no picture. */
  emptyLabel?: string;
}

/** The thumbnail. */
export function Thumbnail({ url, alt, size = '10', emptyLabel }: ThumbnailProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return (
      <Box
        boxSize={size}
        borderRadius="md"
        bg="bg.muted"
        color="fg.subtle"
        display="inline-flex"
        alignItems="center"
        justifyContent="center"
        flexShrink={0}
        title={emptyLabel}
        aria-label={emptyLabel}
        role={emptyLabel ? 'img' : undefined}
        data-testid="thumbnail-empty"
      >
        <LuImageOff aria-hidden="true" />
      </Box>
    );
  }
  return (
    <Image
      src={url}
      alt={alt}
      boxSize={size}
      objectFit="cover"
      borderRadius="md"
      borderWidth="1px"
      bg="bg.muted"
      flexShrink={0}
      loading="lazy"
      onError={() => setFailedUrl(url)}
    />
  );
}
