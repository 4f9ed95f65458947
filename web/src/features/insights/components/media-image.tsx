/** An uploaded image, shown from an object URL (the media route needs the bearer token). */
import { Flex, Skeleton, Text } from '@radix-ui/themes';
import { ImageIcon } from '@radix-ui/react-icons';
import { useMediaUrl } from '../hooks/use-media-url';

export function MediaImage({ url, alt, maxHeight = 360 }: { url: string; alt?: string; maxHeight?: number }) {
  const { src, error } = useMediaUrl(url);
  if (error) {
    return (
      <Flex align="center" gap="2" p="3" className="insights-image-missing">
        <ImageIcon />
        <Text size="1" color="gray">
          {error}
        </Text>
      </Flex>
    );
  }
  if (!src) return <Skeleton width="100%" height="160px" />;
  return <img src={src} alt={alt ?? ''} className="insights-image" style={{ maxHeight }} />;
}
