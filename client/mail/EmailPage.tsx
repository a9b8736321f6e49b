/** /email/subscription and /email/unsubscribe (issue 20): one route, so the first script carries one entry for both. */
import { useRouter } from 'found';
import NotFound from '../shell/NotFound';
import EmailSubscriptionPage from './EmailSubscriptionPage';
import EmailUnsubscribePage from './EmailUnsubscribePage';

export default function EmailPage() {
  const { match } = useRouter();
  const page = (match.params as Record<string, string | undefined>).page;
  if (page === 'subscription') return <EmailSubscriptionPage />;
  if (page === 'unsubscribe') return <EmailUnsubscribePage />;
  return <NotFound />;
}
