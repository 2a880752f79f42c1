/** Uploaded images as the public site renders them; kept with storage so the live stream draws them alike. */
export { largestImageUrl, toPublicImage, type StoredImage } from '../storage/public-image.js';
