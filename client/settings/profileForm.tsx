import { TextArea, TextField } from 'gestalt';
import { useId, useState, type ReactElement } from 'react';
import { splitErrors, type UserErrorShape } from '../account/viewerFields';

/** Spec: first name at most 30 characters (the server checks; this only sizes the field). */
export const FIRST_NAME_MAX = 30;

export interface ProfileValues {
  readonly firstName: string;
  readonly lastName: string;
  readonly about: string;
  readonly username: string;
}

const FIELDS: ReadonlyArray<string> = ['firstName', 'lastName', 'about', 'username'];

export interface ProfileForm {
  /** What to send to updateProfile (the username trimmed). */
  readonly values: ProfileValues;
  /** Whether anything differs from the values the form started with. */
  readonly changed: boolean;
  /** First name, last name, about and username, each with its error. */
  readonly fields: ReactElement;
  /** Puts updateProfile's errors beside their fields; answers the message for the form, if any. */
  readonly showErrors: (errors: ReadonlyArray<UserErrorShape>) => string | null;
  readonly clearErrors: () => void;
}

/** The profile's text fields, shared by Settings and the profile's Edit profile modal. */
export function useProfileForm(initial: ProfileValues): ProfileForm {
  const id = useId();
  const [start] = useState(initial);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof ProfileValues) => ({ value }: { value: string }) => setValues((current) => ({ ...current, [key]: value }));
  const sent = { ...values, username: values.username.trim() };
  const fields = (
    <>
      <TextField
        id={`${id}-firstName`}
        label="First name"
        value={values.firstName}
        onChange={set('firstName')}
        errorMessage={errors.firstName}
        helperText={`Up to ${FIRST_NAME_MAX} characters`}
      />
      <TextField id={`${id}-lastName`} label="Last name" value={values.lastName} onChange={set('lastName')} errorMessage={errors.lastName} />
      <TextArea id={`${id}-about`} label="About" value={values.about} onChange={set('about')} errorMessage={errors.about} />
      <TextField id={`${id}-username`} label="Username" autoComplete="username" value={values.username} onChange={set('username')} errorMessage={errors.username} />
    </>
  );
  return {
    values: sent,
    changed: (Object.keys(sent) as (keyof ProfileValues)[]).some((key) => sent[key] !== start[key]),
    fields,
    showErrors: (list) => {
      const { fields: byField, form } = splitErrors(list);
      setErrors(byField);
      return form ?? Object.entries(byField).find(([field]) => !FIELDS.includes(field))?.[1] ?? null;
    },
    clearErrors: () => setErrors({}),
  };
}
