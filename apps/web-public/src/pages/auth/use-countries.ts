import { useEffect, useState } from 'react';
import type { Country } from '@beurs/domain';
import { useSiteApi } from '../../api/use-site-api';

/**
 * The countries of `/countries/` for the registration form, empty until they arrive. A failure
 * is only logged (contract §8: list-loading failures show nothing).
 */
export function useCountries(): readonly Country[] {
  const api = useSiteApi();
  const [countries, setCountries] = useState<readonly Country[]>([]);
  useEffect(() => {
    let active = true;
    api
      .getCountries()
      .then((answer) => {
        if (active) setCountries(answer.countries);
      })
      .catch((error: unknown) => console.error('Could not load the list of countries', error));
    return () => {
      active = false;
    };
  }, [api]);
  return countries;
}
