import { Dropdown, IconButton } from 'gestalt';
import { useRef, useState, type ComponentProps } from 'react';

export interface MenuItem {
  readonly value: string;
  readonly label: string;
  readonly onSelect: () => void;
}

interface Props {
  /** The menu's id (the button controls it). */
  readonly id: string;
  /** The button's name, e.g. 'Board options'. */
  readonly label: string;
  readonly items: ReadonlyArray<MenuItem>;
  readonly bgColor?: ComponentProps<typeof IconButton>['bgColor'];
  readonly size?: ComponentProps<typeof IconButton>['size'];
  readonly dataTestId?: string;
}

/** A '…' IconButton opening a Gestalt Dropdown menu; choosing an item closes it, then runs the item. */
export default function MenuButton({ id, label, items, bgColor = 'lightGray', size = 'lg', dataTestId }: Props) {
  const anchor = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        ref={anchor}
        accessibilityLabel={label}
        accessibilityControls={id}
        accessibilityExpanded={open}
        accessibilityPopupRole="menu"
        icon="ellipsis"
        bgColor={bgColor}
        size={size}
        selected={open}
        onClick={() => setOpen((value) => !value)}
        dataTestId={dataTestId}
      />
      {open ? (
        <Dropdown id={id} anchor={anchor.current} idealDirection="down" onDismiss={() => setOpen(false)}>
          {items.map((item) => (
            <Dropdown.Item
              key={item.value}
              option={{ value: item.value, label: item.label }}
              onSelect={() => {
                setOpen(false);
                item.onSelect();
              }}
            />
          ))}
        </Dropdown>
      ) : null}
    </>
  );
}
