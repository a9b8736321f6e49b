/** Bots and social bots by User-Agent (platform §1, §6): bots see see-more content inline and get no experiences. */
const SOCIAL_BOTS =
  /facebookexternalhit|facebot|twitterbot|slackbot|slack-imgproxy|linkedinbot|pinterest(bot)?\/|discordbot|whatsapp|telegrambot|skypeuripreview|redditbot|embedly|vkshare|tumblr/i;
const BOTS = /bot\b|bot\/|crawler|spider|slurp|bingpreview|mediapartners-google|google-inspectiontool|yandex|baiduspider|duckduckbot|headlesschrome\/.*lighthouse|ia_archiver|petalbot|applebot|semrush|ahrefs/i;

export const isSocialBot = (userAgent: string): boolean => SOCIAL_BOTS.test(userAgent);
export const isBot = (userAgent: string): boolean => isSocialBot(userAgent) || BOTS.test(userAgent);
