import { Box, Button, Divider, Flex, Heading, Label, RadioGroup, Status, Switch, Text } from 'gestalt';
import { useId, useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay';
import { useDocumentTitle } from '../account/LoginPage';
import { adoptViewerOnSuccess } from '../account/accountMutation';
import { useLogOut } from '../account/useLogOut';
import ApiAccessSection from './ApiAccessSection';
import { useProfileForm } from './profileForm';
import { useUpdateProfileMutation } from './useUpdateProfileMutation';
import type { SettingsPage_viewer$key } from './__generated__/SettingsPage_viewer.graphql';

/** platform §3 save_behavior: 0 saves to the profile (Quick Saves), 1 shows the board picker. */
export const SAVE_TO_PROFILE = 0;
export const CHOOSE_BOARD = 1;

interface Props {
  readonly viewer: SettingsPage_viewer$key;
  /** Reloads the page after the dark-mode change (spec §4); injectable for tests. */
  readonly reload?: () => void;
}

/** /settings (signed-in only): edit profile, saving, dark mode, API access tokens, log out. */
export default function SettingsPage({ viewer, reload = () => window.location.reload() }: Props) {
  const data = useFragment(
    graphql`
      fragment SettingsPage_viewer on Viewer {
        darkMode
        storedSaveBehavior
        user {
          username
          firstName
          lastName
          about
        }
        ...ApiAccessSection_viewer
      }
    `,
    viewer,
  );
  const id = useId();
  const [update, saving] = useUpdateProfileMutation();
  const [logOut, loggingOut] = useLogOut();
  const profile = useProfileForm({
    firstName: data.user?.firstName ?? '',
    lastName: data.user?.lastName ?? '',
    about: data.user?.about ?? '',
    username: data.user?.username ?? '',
  });
  const [formMessage, setFormMessage] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  const [darkModeError, setDarkModeError] = useState<string | null>(null);
  const [saveBehavior, setSaveBehavior] = useState<number | null>(data.storedSaveBehavior ?? null);
  const [savingMessage, setSavingMessage] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  useDocumentTitle('Settings | Corkboard');

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    profile.clearErrors();
    setFormMessage(null);
    update({
      variables: { input: profile.values },
      updater: adoptViewerOnSuccess('updateProfile'),
      onCompleted: (payload) => {
        if (payload.updateProfile.errors.length === 0) {
          setFormMessage({ ok: true, text: 'Profile saved.' });
          return;
        }
        const text = profile.showErrors(payload.updateProfile.errors);
        if (text) setFormMessage({ ok: false, text });
      },
      onError: () => setFormMessage({ ok: false, text: 'Something went wrong. Please try again.' }),
    });
  };

  const toggleDarkMode = (value: boolean) => {
    setDarkModeError(null);
    update({
      variables: { input: { darkMode: value } },
      onCompleted: (payload) => {
        if (payload.updateProfile.errors.length === 0) reload();
        else setDarkModeError(payload.updateProfile.errors[0]?.message ?? 'Could not change dark mode.');
      },
      onError: () => setDarkModeError('Could not change dark mode. Please try again.'),
    });
  };

  const changeSaveBehavior = (value: number) => {
    if (saving || value === saveBehavior) return;
    const previous = saveBehavior;
    setSaveBehavior(value);
    setSavingMessage(null);
    const failed = (text: string) => {
      // Nothing is lost silently: the choice goes back to what is stored and says why.
      setSaveBehavior(previous);
      setSavingMessage({ ok: false, text });
    };
    update({
      variables: { input: { saveBehavior: value } },
      updater: adoptViewerOnSuccess('updateProfile'),
      onCompleted: (payload) => {
        if (payload.updateProfile.errors.length === 0) setSavingMessage({ ok: true, text: 'Saving preference updated.' });
        else failed(payload.updateProfile.errors[0]?.message ?? 'Could not change how you save.');
      },
      onError: () => failed('Could not change how you save. Please try again.'),
    });
  };

  return (
    <Box paddingY={8} paddingX={4} display="flex" justifyContent="center">
      <Box width="100%" maxWidth={560}>
        <Flex direction="column" gap={6}>
          <Heading accessibilityLevel={1} size="400">
            Settings
          </Heading>
          <form onSubmit={save} noValidate data-test-id="profile-form">
            <Flex direction="column" gap={4}>
              <Heading accessibilityLevel={2} size="300">
                Edit profile
              </Heading>
              {profile.fields}
              {formMessage ? (
                <Box role={formMessage.ok ? 'status' : 'alert'}>
                  <Flex alignItems="center" gap={2}>
                    <Status type={formMessage.ok ? 'ok' : 'problem'} accessibilityLabel={formMessage.ok ? 'Saved' : 'Error'} />
                    <Text color={formMessage.ok ? 'default' : 'error'}>{formMessage.text}</Text>
                  </Flex>
                </Box>
              ) : null}
              <Box>
                <Button type="submit" text="Save" color="red" disabled={saving} />
              </Box>
            </Flex>
          </form>
          <Divider />
          <Flex direction="column" gap={2}>
            <Heading accessibilityLevel={2} size="300">
              Saving
            </Heading>
            <RadioGroup id={`${id}-saveBehavior`} legend="When you save a Pin">
              <RadioGroup.RadioButton
                id={`${id}-saveBehavior-profile`}
                label="Save to your profile (Quick Saves)"
                value="0"
                checked={saveBehavior === SAVE_TO_PROFILE}
                disabled={saving}
                onChange={() => changeSaveBehavior(SAVE_TO_PROFILE)}
              />
              <RadioGroup.RadioButton
                id={`${id}-saveBehavior-board`}
                label="Choose a board each time"
                value="1"
                checked={saveBehavior === CHOOSE_BOARD}
                disabled={saving}
                onChange={() => changeSaveBehavior(CHOOSE_BOARD)}
              />
            </RadioGroup>
            {savingMessage ? (
              <Box role={savingMessage.ok ? 'status' : 'alert'}>
                <Text color={savingMessage.ok ? 'default' : 'error'}>{savingMessage.text}</Text>
              </Box>
            ) : null}
          </Flex>
          <Divider />
          <Flex direction="column" gap={2}>
            <Flex alignItems="center" gap={4}>
              <Label htmlFor={`${id}-darkMode`}>
                <Text weight="bold">Dark mode</Text>
              </Label>
              <Switch id={`${id}-darkMode`} switched={data.darkMode} disabled={saving} onChange={({ value }) => toggleDarkMode(value)} />
            </Flex>
            {darkModeError ? (
              <Box role="alert">
                <Text color="error">{darkModeError}</Text>
              </Box>
            ) : null}
          </Flex>
          <Divider />
          <ApiAccessSection viewer={data} />
          <Divider />
          <Box>
            <Button
              text="Log out"
              color="gray"
              disabled={loggingOut}
              onClick={logOut}
            />
          </Box>
        </Flex>
      </Box>
    </Box>
  );
}
