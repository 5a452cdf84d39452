import { useRef, useState, type FormEvent } from 'react';
import { ConfirmDialog } from 'app-runtime/lazy';
import type { PrivateGuardInput } from 'shared-contracts/entities';
import { companyNameCounter } from '../lib/guard';
import { Button, Field, HStack, Input, NativeSelect, Stack, Text, useConfirmation } from 'ui';
import { PRIVATE_GUARD_TEXTS as T } from '../lib/texts';
import { EMPTY_GUARD_DRAFT, type GuardDraft } from '../lib/guard-draft';
import { checkGuardForm } from '../lib/guard-payload';

/**
 * The private guard form: company name (with its counter) and a US phone number, validated as
 * spec section 5 says. Save asks 'Default to this Private Guard for emergency dispatches?' and only
 * then sends. What was typed stays if the save fails, and `onInputChange` lets the page keep it
 * across a session that expires (it starts from `initial`). Loaded lazily (it brings the phone
 * library).
 */
export function GuardForm({
  saving,
  onSave,
  onCancel,
  initial = EMPTY_GUARD_DRAFT,
  onInputChange,
}: {
  saving: boolean;
  onSave: (guard: PrivateGuardInput) => void;
  onCancel: () => void;
  initial?: GuardDraft;
  onInputChange?: (input: GuardDraft) => void;
}) {
  const [agencyName, setAgencyNameState] = useState(initial.agencyName);
  const [phone, setPhoneState] = useState(initial.phone);
  const setAgencyName = (value: string) => {
    setAgencyNameState(value);
    onInputChange?.({ agencyName: value, phone });
  };
  const setPhone = (value: string) => {
    setPhoneState(value);
    onInputChange?.({ agencyName, phone: value });
  };
  const [touched, setTouched] = useState({ agencyName: false, phone: false });
  const nameInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const confirm = useConfirmation();

  const { agencyNameError, phoneError, payload } = checkGuardForm(agencyName, phone);
  const shownNameError = touched.agencyName ? agencyNameError : null;
  const shownPhoneError = touched.phone ? phoneError : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ agencyName: true, phone: true });
    if (payload === null) {
      (agencyNameError !== null ? nameInput : phoneInput).current?.focus();
      return;
    }
    confirm.request(() => onSave(payload));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
        <Field.Root invalid={shownNameError !== null} required>
          <Field.Label>{T.companyName}</Field.Label>
          <Input
            ref={nameInput}
            value={agencyName}
            autoComplete="organization"
            onChange={(event) => setAgencyName(event.target.value)}
            onBlur={() => setTouched((current) => ({ ...current, agencyName: true }))}
          />
          <HStack justify="space-between" width="full">
            {shownNameError ? <Field.ErrorText>{shownNameError}</Field.ErrorText> : <span />}
            <Field.HelperText aria-live="polite">{companyNameCounter(agencyName)}</Field.HelperText>
          </HStack>
        </Field.Root>
        {/* Side by side from a tablet up: on a phone the country took most of the row and the
            phone input was left too narrow to show a number. */}
        <Stack
          direction={{ base: 'column', sm: 'row' }}
          align={{ base: 'stretch', sm: 'start' }}
          gap="3"
        >
          <Field.Root width={{ base: 'full', sm: 'auto' }}>
            <Field.Label>{T.country}</Field.Label>
            <NativeSelect.Root width={{ base: 'full', sm: '12rem' }}>
              <NativeSelect.Field value="US" onChange={() => undefined}>
                <option value="US">{T.countryUs}</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root invalid={shownPhoneError !== null} required flex="1">
            <Field.Label>{T.phone}</Field.Label>
            <Input
              ref={phoneInput}
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              onBlur={() => setTouched((current) => ({ ...current, phone: true }))}
            />
            {shownPhoneError ? <Field.ErrorText>{shownPhoneError}</Field.ErrorText> : null}
          </Field.Root>
        </Stack>
        <HStack gap="3">
          <Button type="submit" colorPalette="brand" loading={saving}>
            {T.save}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            {T.cancel}
          </Button>
        </HStack>
        <ConfirmDialog {...confirm.dialog} title={T.confirmTitle} confirmLabel={T.confirm}>
          <Text>{T.confirmBody}</Text>
        </ConfirmDialog>
      </Stack>
    </form>
  );
}
