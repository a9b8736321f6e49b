import { Box, Button, Flex, IconButton, Image, Mask, Spinner, Text } from 'gestalt';
import type { ReactNode } from 'react';
import type { UploadItem } from './useImageUploads';

interface Props {
  readonly item: UploadItem;
  readonly onRemove: () => void;
  /** "Try another image": the file picker, this image gone. */
  readonly onReplace: () => void;
  readonly disabled?: boolean;
  /** Below the image (an idea pin page's text). */
  readonly children?: ReactNode;
  /** "Page 2" and such, before the file's name. */
  readonly caption?: string;
}

/** One image of the pin being made: its upload's progress, processing, the image, or what went wrong and what to do. */
export default function UploadTile({ item, onRemove, onReplace, disabled = false, children, caption }: Props) {
  const name = caption ? `${caption}: ${item.fileName}` : item.fileName;
  const src = item.status === 'succeeded' ? (item.imageUrl ?? item.previewUrl) : item.previewUrl;
  return (
    <li data-test-id="upload-tile" data-status={item.status} aria-label={name} style={{ listStyle: 'none' }}>
      <Box rounding={4} borderStyle="sm" padding={2}>
        <Flex direction="column" gap={2}>
          <Flex alignItems="center" justifyContent="between" gap={2}>
            <Flex.Item minWidth={0} flex="shrink">
              <Text size="100" lineClamp={1} title={item.fileName}>
                {name}
              </Text>
            </Flex.Item>
            <IconButton icon="cancel" size="xs" accessibilityLabel={`Remove ${item.fileName}`} disabled={disabled} onClick={onRemove} />
          </Flex>
          {src ? (
            <Box width="100%" maxHeight={320} overflow="hidden" color="secondary" rounding={4} position="relative">
              <Mask rounding={4}>
                <Image
                  src={src}
                  alt={item.status === 'succeeded' ? `Uploaded image ${item.fileName}` : ''}
                  naturalWidth={item.width ?? 1}
                  naturalHeight={item.height ?? 1}
                  fit={item.width ? undefined : 'contain'}
                />
              </Mask>
            </Box>
          ) : null}
          {item.status === 'uploading' ? (
            <Flex direction="column" gap={1}>
              <progress aria-label={`Uploading ${item.fileName}`} max={100} value={Math.round(item.progress * 100)} style={{ width: '100%', accentColor: '#e60023' }} />
              <Text size="100" color="subtle">
                Uploading… {Math.round(item.progress * 100)}%
              </Text>
            </Flex>
          ) : null}
          {item.status === 'processing' ? (
            <Flex alignItems="center" gap={2}>
              <Spinner show size="sm" accessibilityLabel={`Processing ${item.fileName}`} />
              <Text size="100" color="subtle">
                Processing your image…
              </Text>
            </Flex>
          ) : null}
          {item.status === 'failed' ? (
            <Flex direction="column" gap={2}>
              <div role="alert">
                <Text size="100" color="error">
                  {item.error ?? "This image couldn't be uploaded."}
                </Text>
              </div>
              <Flex gap={2} wrap>
                <Button text="Try another image" size="sm" color="red" disabled={disabled} onClick={onReplace} />
                <Button text="Remove" size="sm" color="gray" disabled={disabled} onClick={onRemove} />
              </Flex>
            </Flex>
          ) : null}
          {children}
        </Flex>
      </Box>
    </li>
  );
}
