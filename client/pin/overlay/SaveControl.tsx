import { useRouter } from 'found';
import { Button } from 'gestalt';
import { graphql, useFragment } from 'react-relay';
import { useGate } from '../../account/gate';
import { useExperimentGroup } from '../../experiments/experiments';
import useIsMobile from '../../shell/useIsMobile';
import { useViewer } from '../../viewer/ViewerContext';
import { repinPath, saveControlVariant } from './rules';
import type { SaveControl_pin$key } from './__generated__/SaveControl_pin.graphql';

interface Props {
  readonly pin: SaveControl_pin$key;
}

/**
 * The overlay's save control (pin-card §2, §6). Saving itself is issue 5: for now a member's
 * 'Save' goes to the save page /pin/{id}/repin/; a logged-out visitor's 'Save' opens the log-in
 * modal 'Log in to save this Pin' (landing on the save page after logging in), a limited viewer's
 * the limited-login modal; logged-out mobile visitors get 'Open' (the closeup) instead.
 */
export default function SaveControl({ pin }: Props) {
  const data = useFragment(
    graphql`
      fragment SaveControl_pin on Pin {
        entityId
        seoUrl
      }
    `,
    pin,
  );
  const viewer = useViewer();
  const mobile = useIsMobile();
  const redSave = useExperimentGroup('web_unauth_red_save');
  const { gate, modal } = useGate(viewer.kind);
  const { router } = useRouter();
  const variant = saveControlVariant(viewer.kind, mobile, redSave);
  const target = repinPath(data.entityId);

  if (variant === 'open') {
    return <Button color="white" size="lg" text="Open" dataTestId="save-control-open" onClick={() => router.push(data.seoUrl)} />;
  }
  return (
    <>
      <Button
        color={variant === 'plainSave' ? 'gray' : 'red'}
        size="lg"
        text="Save"
        dataTestId={`save-control-${variant}`}
        onClick={() => gate('save', target, () => router.push(target))}
      />
      {modal}
    </>
  );
}
