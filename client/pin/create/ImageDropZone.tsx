import { Box, Button, Flex, Icon, Text } from 'gestalt';
import { forwardRef, useImperativeHandle, useRef, useState, type DragEvent } from 'react';

interface Props {
  readonly onFiles: (files: ReadonlyArray<File>) => void;
  readonly multiple?: boolean;
  readonly disabled?: boolean;
  /** Under the button: the limits. */
  readonly hint?: string;
}

export interface ImageDropZoneHandle {
  /** Opens the file picker (Try another image). */
  readonly open: () => void;
}

/**
 * Where images come in: drag and drop them here, or "Choose images" (a keyboard-reachable button
 * opening the file input labelled "Upload images").
 */
const ImageDropZone = forwardRef<ImageDropZoneHandle, Props>(function ImageDropZone({ onFiles, multiple = true, disabled = false, hint }, ref) {
  const input = useRef<HTMLInputElement | null>(null);
  const [over, setOver] = useState(false);
  useImperativeHandle(ref, () => ({ open: () => input.current?.click() }), []);

  const take = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  const onDragOver = (event: DragEvent) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  return (
    <div
      data-test-id="image-drop-zone"
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        position: 'relative',
        border: `2px dashed ${over ? '#e60023' : 'var(--color-border-container, #cdcdcd)'}`,
        borderRadius: 16,
        background: over ? 'var(--color-background-secondary-base, #efefef)' : 'transparent',
      }}
    >
      <Box padding={6}>
        <Flex direction="column" alignItems="center" gap={3}>
          <Icon icon="arrow-up-right" accessibilityLabel="" color="subtle" size={24} />
          <Text align="center">{multiple ? 'Drag and drop images here, or' : 'Drag and drop an image here, or'}</Text>
          <Button text={multiple ? 'Choose images' : 'Choose an image'} color="red" disabled={disabled} onClick={() => input.current?.click()} />
          {hint ? (
            <Text align="center" size="100" color="subtle">
              {hint}
            </Text>
          ) : null}
          <input
            ref={input}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heic,image/heif"
            multiple={multiple}
            aria-label="Upload images"
            disabled={disabled}
            tabIndex={-1}
            onChange={(event) => {
              take(event.currentTarget.files);
              event.currentTarget.value = '';
            }}
            style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
          />
        </Flex>
      </Box>
    </div>
  );
});

export default ImageDropZone;
