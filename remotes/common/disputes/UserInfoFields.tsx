/**
 * The account holder's details for a dispute letter (spec part 1 §3 user information): the disputes screen's
 * certified-mail dialog and the Document Center's bureau letters. First and last name and the address are the
 * spec's required fields; the carrier (and so the server) needs city, state and ZIP too.
 */
import { MISSING_USER_INFO, userInfoSchema, type StoredUserInfo, type UserInfo } from '@finx/contracts';
import type { ReactNode } from 'react';
import { toast } from '@finx/design-system';
import { css } from '@finx/design-system/css';
import { TextField } from '@finx/design-system/forms';
import { grid } from '@finx/design-system/patterns';
import { useForm } from '../useForm';

export type UserInfoValues = { firstName: string; lastName: string; address: string; city: string; state: string; zip: string };

const REQUIRED: [keyof UserInfoValues, string][] = [
  ['firstName', 'Enter your first name'],
  ['lastName', 'Enter your last name'],
  ['address', 'Enter your street address'],
  ['city', 'Enter your city'],
  ['state', 'Enter your state'],
  ['zip', 'Enter your ZIP code'],
];

const formStack = css({ display: 'flex', flexDirection: 'column', gap: '4', minWidth: '0' });
const nameGrid = grid({ columns: { base: 1, sm: 2 }, gap: '4' });
const placeGrid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr 1fr', sm: '2fr 1fr 1fr' },
  '& > :first-child': { gridColumn: { base: '1 / -1', sm: 'auto' } },
});

/** The saved details when there are some, else the account's name. */
export function initialUserInfo(stored: StoredUserInfo | null | undefined, session: { firstName: string; lastName: string } | undefined): UserInfoValues {
  if (stored)
    return { firstName: stored.firstName, lastName: stored.lastName, address: stored.address, city: stored.city, state: stored.state, zip: stored.zip };
  return { firstName: session?.firstName ?? '', lastName: session?.lastName ?? '', address: '', city: '', state: '', zip: '' };
}

/**
 * The details' form state; `validDetails()` gives the server's form of them (trimmed, state in capitals), or
 * null after marking what is missing (with the spec's 'Missing Information' notice) or wrong.
 */
export function useUserInfoForm(initial: UserInfoValues) {
  const form = useForm(initial);
  function validDetails(): UserInfo | null {
    const missing = REQUIRED.filter(([key]) => !form.values[key].trim());
    if (missing.length > 0) {
      form.fail(Object.fromEntries(missing));
      toast({ title: 'Missing Information', description: MISSING_USER_INFO, tone: 'destructive' });
      return null;
    }
    const parsed = form.validate(userInfoSchema);
    return (
      parsed && { firstName: parsed.firstName, lastName: parsed.lastName, address: parsed.address, city: parsed.city, state: parsed.state, zip: parsed.zip }
    );
  }
  return { form, validDetails };
}

/** The name and address fields, with why they are asked for. */
export function UserInfoFields({ form }: { form: ReturnType<typeof useUserInfoForm>['form'] }) {
  return (
    <>
      <div className={nameGrid}>
        <TextField label="First name *" autoComplete="given-name" {...form.field('firstName')} />
        <TextField label="Last name *" autoComplete="family-name" {...form.field('lastName')} />
      </div>
      <TextField label="Address *" autoComplete="street-address" {...form.field('address')} />
      <div className={placeGrid}>
        <TextField label="City *" autoComplete="address-level2" {...form.field('city')} />
        <TextField label="State *" autoComplete="address-level1" maxLength={2} {...form.field('state')} />
        <TextField label="ZIP *" autoComplete="postal-code" inputMode="numeric" {...form.field('zip')} />
      </div>
      <p className={css({ color: 'text.secondary', fontSize: 'xs', m: '0' })}>
        The bureau uses your name and address to find your file; the carrier needs the full address to mail the receipt back.
      </p>
    </>
  );
}

/**
 * The details as a form (`id` lets a dialog's footer button submit it): on submit, `onValid` gets the valid
 * details, or the missing and wrong fields are marked. `children` come before the fields (a heading).
 */
export function UserInfoForm({
  id,
  label,
  details,
  onValid,
  children,
}: {
  id: string;
  label: string;
  details: ReturnType<typeof useUserInfoForm>;
  onValid: (info: UserInfo) => void;
  children?: ReactNode;
}) {
  return (
    <form
      id={id}
      ref={details.form.formRef}
      noValidate
      aria-label={label}
      className={formStack}
      onSubmit={(e) => {
        e.preventDefault();
        const info = details.validDetails();
        if (info) onValid(info);
      }}
    >
      {children}
      <UserInfoFields form={details.form} />
    </form>
  );
}
