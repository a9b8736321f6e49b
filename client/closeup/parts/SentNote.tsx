import { Text } from 'gestalt';
import { useRouter } from 'found';

/** /pin/{id}/sent/ (platform §2): the closeup of a pin someone sent the viewer, with a small note saying so. */
export default function SentNote() {
  const router = useRouter() as ReturnType<typeof useRouter> | null;
  if (router?.match.params.view !== 'sent') return null;
  return (
    <Text size="200" color="subtle">
      <span data-test-id="closeup-sent-note">Sent to you</span>
    </Text>
  );
}
