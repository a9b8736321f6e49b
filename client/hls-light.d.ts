// hls.js ships no types for its `hls.js/light` entry (the same Hls class, fewer features).
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
