/** Moved to ./media/AspectImage; kept so existing imports keep working. */
export { default } from './media/AspectImage';
