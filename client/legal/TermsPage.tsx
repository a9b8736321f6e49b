import LegalPage from './LegalPage';

/** /terms: linked from sign-up ("By continuing, you agree to Corkboard's Terms of Service"). */
export default function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro="These terms apply to your use of this Corkboard site. Whoever runs this site (its operator) may add to them; by signing up you agree to them."
      sections={[
        {
          heading: 'Your account',
          paragraphs: [
            'You must be at least 13 years old to have an account. Keep your password to yourself; you are responsible for what is done with your account.',
            'You can change your name, username and profile in Settings, and stop using the site at any time.',
          ],
        },
        {
          heading: 'What you post',
          paragraphs: [
            'You keep the rights to the pins, boards and text you post. You let this site store and show them to the people your board settings allow.',
            'Post only what you have the right to share. Do not post anything unlawful, hateful, or meant to deceive or harm others.',
          ],
        },
        {
          id: 'community-guidelines',
          heading: 'Community guidelines',
          paragraphs: [
            'Pins link to other sites. Links to sites that spread malware, phish for passwords, hide where they lead, or show pornography are blocked: opening one shows a warning ("Heads up!") instead of the site.',
            'If you think a link was blocked by mistake, tell the operator of this site.',
          ],
        },
        {
          heading: 'The service',
          paragraphs: [
            'The site is offered as it is. The operator may change it, remove content that breaks these terms, or close accounts that do.',
          ],
        },
      ]}
    />
  );
}
