import { useRouter } from 'found';
import { Button, Dropdown, IconButton } from 'gestalt';
import { useId, useRef, useState } from 'react';
import { useGate, type ViewerKind } from '../account/gate';
import CreateBoardModal from '../board/CreateBoardModal';
import { HEADER_MENU_Z_INDEX } from './layers';

interface Props {
  readonly kind: ViewerKind;
  /** Icon only (the vertical navigation, narrow headers). */
  readonly compact?: boolean;
}

/**
 * Create: a menu of what can be made (a Pin, an Idea Pin, a board). Visitors and limited logins are asked to log
 * in first ('Log in to create a Pin or board', platform §6); Pin and Idea Pin open their builders
 * (issue 16), a new board opens its page.
 */
export default function CreateMenu({ kind, compact = false }: Props) {
  const { router } = useRouter();
  const id = useId();
  const anchorRef = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [creatingBoard, setCreatingBoard] = useState(false);
  const { gate, modal } = useGate(kind);
  const toggle = () => gate('create', window.location.pathname, () => setOpen((value) => !value));
  const go = (path: string) => {
    setOpen(false);
    router.push(path);
  };

  return (
    <>
      {compact ? (
        <IconButton ref={anchorRef} icon="add" accessibilityLabel="Create" accessibilityExpanded={open} accessibilityHaspopup accessibilityControls={id} size="lg" onClick={toggle} />
      ) : (
        <Button ref={anchorRef} text="Create" iconEnd="arrow-down" color="transparent" size="lg" accessibilityExpanded={open} accessibilityHaspopup accessibilityControls={id} onClick={toggle} />
      )}
      {open ? (
        <Dropdown id={id} anchor={anchorRef.current} onDismiss={() => setOpen(false)} idealDirection="down" zIndex={HEADER_MENU_Z_INDEX}>
          <Dropdown.Section label="Create">
            <Dropdown.Item option={{ value: 'pin', label: 'Pin' }} onSelect={() => go('/pin-builder')} />
            <Dropdown.Item option={{ value: 'idea-pin', label: 'Idea Pin' }} onSelect={() => go('/idea-pin-builder')} />
            <Dropdown.Item
              option={{ value: 'board', label: 'Board' }}
              onSelect={() => {
                setOpen(false);
                setCreatingBoard(true);
              }}
            />
          </Dropdown.Section>
        </Dropdown>
      ) : null}
      {creatingBoard ? (
        <CreateBoardModal
          onDismiss={() => setCreatingBoard(false)}
          onCreated={(board) => {
            setCreatingBoard(false);
            router.push(board.url);
          }}
        />
      ) : null}
      {modal}
    </>
  );
}
