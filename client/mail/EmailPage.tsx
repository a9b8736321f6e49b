/** /email/subscription, /email/unsubscribe and /email/user_survey (issue 20): one route, so the first script carries one entry for both. */
import { useRouter } from 'found';
import NotFound from '../shell/NotFound';
import EmailSubscriptionPage from './EmailSubscriptionPage';
import EmailSurveyPage from './EmailSurveyPage';
import EmailUnsubscribePage from './EmailUnsubscribePage';

export default function EmailPage() {
  const { match } = useRouter();
  const page = (match.params as Record<string, string | undefined>).page;
  if (page === 'subscription') return <EmailSubscriptionPage />;
  if (page === 'unsubscribe') return <EmailUnsubscribePage />;
  if (page === 'user_survey') return <EmailSurveyPage />;
  return <NotFound />;
}
