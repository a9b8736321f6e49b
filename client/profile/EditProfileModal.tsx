import { Box, Button, Flex, Layer, Modal, Text } from 'gestalt';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { MODAL_Z_INDEX } from '../account/modalZIndex';
import { FormError } from '../account/formErrors';
import { useProfileForm } from '../settings/profileForm';
import { useUpdateProfileMutation } from '../settings/useUpdateProfileMutation';
import UserAvatar from '../user/UserAvatar';
import { AVATAR_TYPES, avatarFileProblem, putAvatar, refreshViewerAvatar } from './avatarUpload';
import type { EditProfileModal_user$key } from './__generated__/EditProfileModal_user.graphql';

export const PROFILE_SAVE_FAILED = 'Something went wrong. Please try again.';

interface Props {
  readonly user: EditProfileModal_user$key;
  readonly onDismiss: () => void;
  /** Everything was saved; `username` is the (possibly new) username. */
  readonly onSaved: (username: string) => void;
  /** Sends the picture (tests inject one). */
  readonly upload?: typeof putAvatar;
}

/** A preview URL for the chosen file, revoked when it changes or the modal closes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * Edit profile, on your own profile: picture (chosen, previewed, sent on Save), first and last
 * name, username and about. The picture goes first (./avatarUpload.ts); the text fields then go
 * through updateProfile, whose payload updates the User record everywhere it is shown.
 */
export default function EditProfileModal({ user, onDismiss, onSaved, upload = putAvatar }: Props) {
  const data = useFragment(
    graphql`
      fragment EditProfileModal_user on User {
        username
        firstName
        lastName
        fullName
        about
        imageMediumUrl
      }
    `,
    user,
  );
  const id = useId();
  const environment = useRelayEnvironment();
  const [update, updating] = useUpdateProfileMutation();
  const profile = useProfileForm({ firstName: data.firstName, lastName: data.lastName, about: data.about, username: data.username });
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureError, setPictureError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement | null>(null);
  const preview = usePreview(picture);
  const busy = uploading || updating;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    // The same file may be chosen again after an error.
    event.target.value = '';
    if (!file) return;
    const problem = avatarFileProblem(file);
    setPictureError(problem);
    setPicture(problem ? null : file);
  };

  const saveFields = () => {
    if (!profile.changed) {
      onSaved(data.username);
      return;
    }
    const { values } = profile;
    update({
      variables: { input: values },
      onCompleted: ({ updateProfile }) => {
        if (updateProfile.errors.length === 0) onSaved(values.username);
        else setFormError(profile.showErrors(updateProfile.errors));
      },
      onError: () => setFormError(PROFILE_SAVE_FAILED),
    });
  };

  const save = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy) return;
    profile.clearErrors();
    setFormError(null);
    if (picture) {
      setUploading(true);
      const result = await upload(picture);
      if (result.ok) {
        try {
          await refreshViewerAvatar(environment);
        } catch {
          // Saved; the new picture shows on the next page load.
        }
      }
      setUploading(false);
      if (!result.ok) {
        setPictureError(result.message);
        return;
      }
      setPicture(null);
    }
    saveFields();
  };

  const name = data.fullName || data.username;
  return (
    <Layer zIndex={MODAL_Z_INDEX}>
      <Modal
        accessibilityModalLabel="Edit profile"
        heading="Edit profile"
        onDismiss={onDismiss}
        size="sm"
        align="start"
        footer={
          <Flex justifyContent="end" gap={2}>
            <Button text="Cancel" color="gray" onClick={onDismiss} disabled={busy} />
            <Button text={busy ? 'Saving…' : 'Save'} color="red" onClick={() => void save()} disabled={busy} dataTestId="edit-profile-save" />
          </Flex>
        }
      >
        <Box paddingX={2} data-test-id="edit-profile-modal">
          <form onSubmit={(event) => void save(event)} noValidate aria-label="Edit profile">
            <Flex direction="column" gap={4}>
              <Flex alignItems="center" gap={4}>
                <Box data-test-id="edit-profile-picture">
                  <UserAvatar name={name} src={preview ?? data.imageMediumUrl} size="xl" />
                </Box>
                <Flex direction="column" gap={2}>
                  <Box>
                    <Button text="Change picture" color="gray" size="md" disabled={busy} onClick={() => fileInput.current?.click()} />
                  </Box>
                  <Text size="100" color="subtle">
                    JPEG, PNG, WebP or GIF, up to 10 MB
                  </Text>
                  <input
                    ref={fileInput}
                    id={`${id}-picture`}
                    type="file"
                    accept={AVATAR_TYPES.join(',')}
                    aria-label="Profile picture"
                    hidden
                    onChange={choose}
                  />
                </Flex>
              </Flex>
              <FormError message={pictureError} />
              {profile.fields}
              <FormError message={formError} />
              {/* Enter in a field saves, as the footer's Save does. */}
              <button type="submit" hidden aria-hidden tabIndex={-1} />
            </Flex>
          </form>
        </Box>
      </Modal>
    </Layer>
  );
}
