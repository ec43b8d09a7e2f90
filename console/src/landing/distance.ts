import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Kilometres as the reader writes them: "1.2 km" in English, "1,2 km" in Spanish. */
export const useDistanceFormat = (): ((km: number) => string) => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const near = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
    const far = new Intl.NumberFormat(language, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 0 });
    return (km) => (km < 10 ? near : far).format(km);
  }, [language]);
};

/** Coordinates as the reader writes decimals, for a centre that has no place name. */
export const useCoordinatesFormat = (): ((latitude: number, longitude: number) => string) => {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, { maximumFractionDigits: 4 });
    return (latitude, longitude) => `${format.format(latitude)}, ${format.format(longitude)}`;
  }, [language]);
};
