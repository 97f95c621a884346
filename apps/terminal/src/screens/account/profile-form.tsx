import { useState } from 'react';
import { Button, Select, Text, TextField, notify } from '@beurs/ui';
import type { ClientUpdateRequest, Country, User } from '@beurs/domain';
import { useQuery } from '@tanstack/react-query';
import { useServerForm } from '../../errors/use-server-form';
import { countriesQuery } from '../../query/server-queries';
import { useUpdateProfile } from './use-update-profile';

/** The profile form: name, phone and country. Sends only what changed. */
export function ProfileForm({ user }: { user: User }) {
  const [firstName, setFirstName] = useState(user.first_name);
  const [lastName, setLastName] = useState(user.last_name);
  const [phone, setPhone] = useState(user.phone);
  const [countryId, setCountryId] = useState(String(user.country_id));
  // Without the list the field offers the current country only; a failure is logged.
  const countries: readonly Country[] = useQuery(countriesQuery()).data ?? [];

  const changes = (): ClientUpdateRequest => {
    const result: ClientUpdateRequest = {};
    if (firstName.trim() !== user.first_name) result.first_name = firstName;
    if (lastName.trim() !== user.last_name) result.last_name = lastName;
    if (phone.trim() !== user.phone) result.phone = phone;
    if (Number(countryId) !== user.country_id) result.country_id = Number(countryId);
    return result;
  };
  const { busy, errors, onSubmit } = useServerForm({
    mutation: useUpdateProfile(),
    request: () => {
      const changed = changes();
      if (Object.keys(changed).length > 0) return changed;
      notify.success('Nothing to save: the profile is unchanged');
      return null;
    },
  });

  const countryOptions =
    countries.length > 0
      ? countries.map((country) => ({ value: String(country.id), label: country.name }))
      : [{ value: String(user.country_id), label: 'Current country' }];
  return (
    <form className="t-form" onSubmit={onSubmit} noValidate aria-label="Profile">
      <div className="t-form-grid">
        <TextField
          label="First name"
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
          error={errors.first_name}
          autoComplete="given-name"
        />
        <TextField
          label="Last name"
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
          error={errors.last_name}
          autoComplete="family-name"
        />
        <TextField label="Phone" value={phone} onChange={(event) => setPhone(event.target.value)} error={errors.phone} autoComplete="tel" />
        <Select
          label="Country"
          value={countryId}
          onChange={(event) => setCountryId(event.target.value)}
          options={countryOptions}
          error={errors.country_id}
        />
      </div>
      <Text as="p" variant="muted">
        Email: {user.email}
      </Text>
      <Button type="submit" loading={busy}>
        Save profile
      </Button>
    </form>
  );
}
