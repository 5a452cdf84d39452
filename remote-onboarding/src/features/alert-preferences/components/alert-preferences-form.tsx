import {
  ALERT_CATEGORIES,
  ALERT_METHOD_LABELS,
  type AlertCategory,
  type AlertMethod,
  type AlertPreferences,
  type EmergencyContact,
} from 'shared-contracts/entities';
import { isContactAlertChecked, setContactAlert } from 'shared-contracts/rules';
import { Box, Checkbox, Flex, HStack, Stack, Text, VisuallyHidden } from 'ui';
import { ALERT_CATEGORY_LABELS } from '../../../shared/lib/alert-labels';

/** A category/method is on when every contact gets it (fixed categories always are). */
export function isMethodOn(
  alertPreferences: AlertPreferences,
  category: AlertCategory,
  method: AlertMethod,
  contacts: readonly EmergencyContact[],
): boolean {
  if (category.fixed) return true;
  return (
    contacts.length > 0 &&
    contacts.every((contact) =>
      isContactAlertChecked(alertPreferences, category.id, method, contact.seqNum),
    )
  );
}

/** Turns a category/method on or off for every contact. */
export function setMethod(
  alertPreferences: AlertPreferences,
  category: AlertCategory,
  method: AlertMethod,
  contacts: readonly EmergencyContact[],
  on: boolean,
): AlertPreferences {
  return contacts.reduce(
    (current, contact) => setContactAlert(current, category.id, method, contact.seqNum, on),
    alertPreferences,
  );
}

interface AlertPreferencesFormProps {
  alertPreferences: AlertPreferences;
  contacts: readonly EmergencyContact[];
  onChange: (next: AlertPreferences) => void;
  disabled?: boolean;
}

/** Who is called or texted for each alert category; emergencies are fixed on. */
export function AlertPreferencesForm({
  alertPreferences,
  contacts,
  onChange,
  disabled = false,
}: AlertPreferencesFormProps) {
  return (
    <Stack as="ul" gap="0" p="0" m="0">
      {ALERT_CATEGORIES.map((category) => {
        const label = ALERT_CATEGORY_LABELS[category.key];
        return (
          <Flex
            as="li"
            key={category.key}
            listStyleType="none"
            align="center"
            gap="3"
            py="3"
            borderBottomWidth="1px"
            wrap="wrap"
          >
            <Box flex="1" minW="40">
              <Text fontWeight="medium">{label}</Text>
              {category.description ? (
                <Text fontSize="sm" color="fg.muted">
                  {category.description}
                </Text>
              ) : null}
              {category.fixed ? (
                <Text fontSize="sm" color="fg.muted">
                  Always on
                </Text>
              ) : null}
            </Box>
            <HStack gap="4">
              {category.methods.map((method) => (
                <Checkbox.Root
                  key={method}
                  colorPalette="brand"
                  checked={isMethodOn(alertPreferences, category, method, contacts)}
                  disabled={disabled || category.fixed || contacts.length === 0}
                  onCheckedChange={(details) =>
                    onChange(
                      setMethod(
                        alertPreferences,
                        category,
                        method,
                        contacts,
                        details.checked === true,
                      ),
                    )
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <VisuallyHidden>{label} </VisuallyHidden>
                    {ALERT_METHOD_LABELS[method]}
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
          </Flex>
        );
      })}
    </Stack>
  );
}
