/**
 * The Google Maps key, fixed when the console is built (`VITE_GOOGLE_MAPS_API_KEY`). Without one
 * the map draws on its own surface: google-map-react throws an uncaught "could not load" error
 * and stays blank without a key or offline (ENVIRONMENT.md).
 */
export const googleMapsKey = (): string | undefined => {
  const key = import.meta.env.VITE_GOOGLE_MAPS_API_KEY?.trim();
  return key === undefined || key === '' ? undefined : key;
};
