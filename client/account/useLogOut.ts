import { useRouter } from 'found';
import { useLogoutMutation } from './useLogoutMutation';
import { adoptPayloadViewer } from './viewerFields';

/** Log out: the store's viewer becomes the signed-out one from the payload, then go home. */
export function useLogOut(): readonly [logOut: () => void, loggingOut: boolean] {
  const { router } = useRouter();
  const [logout, loggingOut] = useLogoutMutation();
  const logOut = () =>
    logout({
      variables: {},
      updater: (store) => adoptPayloadViewer(store, 'logout'),
      onCompleted: () => router.push('/'),
    });
  return [logOut, loggingOut];
}
