import LegalPage from './LegalPage';

/** /privacy: linked from sign-up ("acknowledge you've read our Privacy Policy"). */
export default function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro="This page says what this Corkboard site keeps about you and why. It is run by its operator, on their own server."
      sections={[
        {
          heading: 'What is kept',
          paragraphs: [
            'Your account: name, username, email address and a hash of your password (never the password itself). Your birthday is only checked at sign-up, not kept.',
            'The answers you give in the sign-up steps (gender, interests, what brings you here), each of which you may skip.',
            'What you do here: the pins and boards you save, who and what you follow, and the sessions you are logged in with.',
          ],
        },
        {
          heading: 'How it is used',
          paragraphs: [
            'To run the site: show your boards and profile, build your home feed from what you follow, keep you logged in, and keep accounts safe (for example, limits on log-in attempts).',
            'Your email address is used for account mail only, such as password reset and log-in links.',
          ],
        },
        {
          heading: 'Your choices',
          paragraphs: [
            'Your name, username and profile are public; secret boards are seen only by you and the people you invite. You can change your details in Settings.',
          ],
        },
      ]}
    />
  );
}
