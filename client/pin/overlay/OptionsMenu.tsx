import { useRouter } from 'found';
import { Dropdown, IconButton } from 'gestalt';
import { lazy, Suspense, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useGate } from '../../account/gate';
import { loginRedirectFor } from '../../account/loginRedirect';
import { useViewer } from '../../viewer/ViewerContext';
import { recordDownload } from '../../visitor/loggedOutState';
import QuietBoundary from '../../shell/QuietBoundary';
import { WHY_AD_MENU_LABEL } from '../../ad/why/label';
import { editPath, optionsMenuItems } from './rules';
import type { OptionsMenu_pin$key } from './__generated__/OptionsMenu_pin.graphql';

/** "Why am I seeing this Ad?" loads when first opened (its own chunk, not in the grid's first script). */
const WhyAdModal = lazy(() => import('../../ad/why/WhyAdModal'));

interface Props {
  readonly pin: OptionsMenu_pin$key;
  /** 'Hide Pin' was chosen by a signed-in viewer. */
  readonly onHide: () => void;
  /** 'Report Pin' was chosen by a signed-in viewer (who then chooses a reason). */
  readonly onReport: () => void;
  /** Told when the menu opens or closes, so the overlay stays visible meanwhile. */
  readonly onOpenChange?: (open: boolean) => void;
}

/**
 * The options (ellipsis) menu (pin-card §2, §6): 'Download image' (the original image), 'Hide Pin',
 * 'Report Pin' for signed-in viewers, 'Edit Pin' for the pin's owner and 'Why am I seeing this Ad?'
 * on promoted pins (it opens the ad explanation modal, client/ad/why). Hide and edit are gated
 * (log-in modal 'hide' / 'edit' for logged-out visitors, limited-login modal for limited viewers).
 */
export default function OptionsMenu({ pin, onHide, onReport, onOpenChange }: Props) {
  const data = useFragment(
    graphql`
      fragment OptionsMenu_pin on Pin {
        entityId
        isPromoted
        pinner {
          entityId
        }
        ...WhyAdModal_pin
        origImage: image(size: ORIG) {
          url
        }
      }
    `,
    pin,
  );
  const viewer = useViewer();
  const { gate, modal } = useGate(viewer.kind);
  const { router } = useRouter();
  const anchor = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [explaining, setExplaining] = useState(false);
  const items = optionsMenuItems(viewer.kind, viewer.userId, data.pinner.entityId, data.isPromoted);
  const id = `pin-options-${data.entityId}`;

  const setOpenState = (value: boolean) => {
    setOpen(value);
    onOpenChange?.(value);
  };
  const choose = (action: () => void) => {
    setOpenState(false);
    action();
  };

  return (
    <>
      <IconButton
        ref={anchor}
        accessibilityLabel="More options"
        accessibilityControls={id}
        accessibilityExpanded={open}
        accessibilityPopupRole="menu"
        icon="ellipsis"
        bgColor="white"
        size="md"
        selected={open}
        onClick={() => setOpenState(!open)}
        dataTestId="pin-options-button"
      />
      {open ? (
        <Dropdown id={id} anchor={anchor.current} idealDirection="down" onDismiss={() => setOpenState(false)}>
          {items.map((item) => {
            switch (item) {
              case 'download':
                return data.origImage?.url ? (
                  <Dropdown.Link
                    key={item}
                    href={data.origImage.url}
                    iconEnd="download"
                    option={{ value: item, label: 'Download image' }}
                    onClick={() => {
                      recordDownload();
                      setOpenState(false);
                    }}
                  />
                ) : null;
              case 'hide':
                return (
                  <Dropdown.Item
                    key={item}
                    option={{ value: item, label: 'Hide Pin' }}
                    onSelect={() => choose(() => gate('hide', loginRedirectFor('hide'), onHide))}
                  />
                );
              case 'why':
                return (
                  <Dropdown.Item key={item} option={{ value: item, label: WHY_AD_MENU_LABEL }} onSelect={() => choose(() => setExplaining(true))} />
                );
              case 'report':
                return (
                  <Dropdown.Item
                    key={item}
                    option={{ value: item, label: 'Report Pin' }}
                    onSelect={() => choose(() => gate('default', loginRedirectFor('default'), onReport))}
                  />
                );
              case 'edit':
                return (
                  <Dropdown.Item
                    key={item}
                    option={{ value: item, label: 'Edit Pin' }}
                    onSelect={() => choose(() => gate('edit', editPath(data.entityId), () => router.push(editPath(data.entityId))))}
                  />
                );
            }
          })}
        </Dropdown>
      ) : null}
      {explaining ? (
        <QuietBoundary>
          <Suspense fallback={null}>
            <WhyAdModal pin={data} onDismiss={() => setExplaining(false)} />
          </Suspense>
        </QuietBoundary>
      ) : null}
      {modal}
    </>
  );
}
