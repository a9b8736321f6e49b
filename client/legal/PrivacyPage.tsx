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
            'Your account: name, username, email address and a hash of your password (never the password itself). Of your birthday only the year is kept, for the age range ads may be chosen by.',
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
          id: 'ads-personalization',
          heading: 'How ads are personalized',
          paragraphs: [
            'Some Pins are ads: they are marked Promoted (or Ad, or Sponsored), and "Why am I seeing this Ad?" in a promoted Pin\'s … menu says why you see it.',
            'An advertiser chooses who may see an ad: interests, search words, languages, countries, age ranges, genders and devices. An ad is shown to you only when what the site knows of you matches: the topics you and your boards follow, your language and country, the gender you gave at sign-up (never when you left it unspecified), the age range from your birth year, the device you browse with, and what you searched for. An advertiser may also upload a list of customers\' email addresses, kept only as hashes: when yours is on it, that ad may be shown to you. Your email address itself is never given to advertisers.',
            'Advertisers never learn who you are from an ad: they see counts of how often their ads were shown, clicked and saved. When you are logged out, only ads that are chosen for everyone are shown to you.',
            'To change what ads are chosen by, change what you follow (Tune your home feed, /edit), your details in Settings, or skip the gender step. Hiding a promoted Pin (Hide Pin in its … menu) stops that ad for you.',
          ],
        },
        {
          id: 'blocking-accounts',
          heading: 'Blocking an account',
          paragraphs: [
            'To block someone, open their profile, choose … next to Follow, then Block, and confirm. Their boards and Pins are then hidden from you, and yours from them. Unblock, in the same menu, undoes it.',
            'To stop seeing one Pin or ad without blocking anyone, choose Hide Pin in the Pin\'s … menu. To tell us about a Pin that breaks the rules, choose Report Pin there.',
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
