import { describe, expect, it } from 'vitest';
import { isBot, isSocialBot } from './bots.ts';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

describe('bot detection by User-Agent', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; YandexBot/3.0)',
    'DuckDuckBot/1.1; (+http://duckduckgo.com/duckduckbot.html)',
    'Mozilla/5.0 (compatible; Baiduspider/2.0)',
  ])('knows the crawler %s as a bot but not a social bot', (ua) => {
    expect(isBot(ua)).toBe(true);
    expect(isSocialBot(ua)).toBe(false);
  });

  it.each([
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'Twitterbot/1.0',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'LinkedInBot/1.0 (compatible; Mozilla/5.0)',
    'WhatsApp/2.23.20.0',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
  ])('knows %s as a social bot, and so as a bot', (ua) => {
    expect(isSocialBot(ua)).toBe(true);
    expect(isBot(ua)).toBe(true);
  });

  it.each([CHROME, IPHONE, '', 'curl/8.5.0', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0'])(
    'treats %j as a person',
    (ua) => {
      expect(isBot(ua)).toBe(false);
      expect(isSocialBot(ua)).toBe(false);
    },
  );
});
