import {
  ALERT_METHOD_LABELS,
  ALERT_METHODS,
  type AlertCategory,
  type AlertMethod,
  type AlertPreferences,
  type EmergencyContact,
} from 'shared-contracts/entities';
import { isContactAlertChecked } from 'shared-contracts/rules';
import { Checkbox, Stack, Table, Text, VisuallyHidden } from 'ui';
import { ALERT_TEXTS, CATEGORY_TEXTS } from '../lib/texts';

const contactName = (contact: EmergencyContact) => `${contact.firstName} ${contact.lastName}`;

/** One event category: a row per contact, Call and Text columns. Fixed categories stay checked. */
export function AlertCategoryTable({
  category,
  contacts,
  alertPreferences,
  disabled,
  onChange,
}: {
  category: AlertCategory;
  contacts: readonly EmergencyContact[];
  alertPreferences: AlertPreferences;
  disabled: boolean;
  onChange: (method: AlertMethod, seqNum: number, checked: boolean) => void;
}) {
  const texts = CATEGORY_TEXTS[category.key];
  return (
    <Stack gap="1">
      <Table.Root size="sm" variant="outline" aria-describedby={`alert-category-${category.id}`}>
        <Table.Caption captionSide="top" textAlign="start" mb="1">
          <Text fontWeight="semibold" color="fg">
            {texts.title}
          </Text>
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{ALERT_TEXTS.contact}</Table.ColumnHeader>
            {ALERT_METHODS.map((method) => (
              <Table.ColumnHeader key={method} width="6rem" textAlign="center">
                {ALERT_METHOD_LABELS[method]}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {contacts.map((contact) => (
            <Table.Row key={contact.seqNum}>
              {/* Any name wraps, however long its words: the table stays within the page. */}
              <Table.Cell overflowWrap="anywhere">{contactName(contact)}</Table.Cell>
              {ALERT_METHODS.map((method) => (
                <Table.Cell key={method} textAlign="center">
                  {category.methods.includes(method) ? (
                    <Checkbox.Root
                      colorPalette="brand"
                      position="relative"
                      checked={isContactAlertChecked(
                        alertPreferences,
                        category.id,
                        method,
                        contact.seqNum,
                      )}
                      disabled={category.fixed || disabled}
                      onCheckedChange={(details) =>
                        onChange(method, contact.seqNum, details.checked === true)
                      }
                    >
                      <Checkbox.HiddenInput
                        aria-label={`${ALERT_METHOD_LABELS[method]} ${contactName(contact)} for ${texts.title}`}
                      />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  ) : (
                    <>
                      <span aria-hidden="true">—</span>
                      <VisuallyHidden>{ALERT_TEXTS.notAvailable}</VisuallyHidden>
                    </>
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text fontSize="sm" color="fg.muted" id={`alert-category-${category.id}`}>
        {texts.description}
      </Text>
    </Stack>
  );
}
