import { memo, useEffect, useState } from 'react';
import { ELIGIBILITY_REASONS, type EligibilityReason } from 'shared-contracts/entities';
import { SEARCH_DEBOUNCE_MS } from 'shared-contracts/constants';
import { useDebounce } from 'use-debounce';
import { Field, HStack, Input, NativeSelect } from 'ui';
import type { EligibilityFilter } from '../model/table-model';

interface SearchBoxProps {
  /** The applied search text (initial value of the box). */
  value: string;
  /** Called 300 ms after the last keystroke. */
  onSearch: (search: string) => void;
  /** Called at every keystroke with the text as typed (before the debounce applies it). */
  onType?: (text: string) => void;
}

/** The search box: typing re-renders only the box; the table follows after the debounce. */
function SearchBox({ value, onSearch, onType }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [debounced] = useDebounce(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    onSearch(debounced);
  }, [debounced, onSearch]);
  return (
    <Field.Root flex="1" minW="220px">
      <Field.Label>Search locations</Field.Label>
      <Input
        type="search"
        size="sm"
        placeholder="Name, address or city"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onType?.(event.target.value);
        }}
      />
    </Field.Root>
  );
}

function isEligibilityFilter(
  value: string,
  options: readonly EligibilityReason[],
): value is EligibilityFilter {
  return value === 'all' || options.some((option) => option === value);
}

interface TableToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  /** The text as typed, at every keystroke. */
  onType?: (text: string) => void;
  eligibility: EligibilityFilter;
  eligibilityOptions: readonly EligibilityReason[];
  onEligibility: (eligibility: EligibilityFilter) => void;
}

/** Search and the eligibility filter above the table. */
export const TableToolbar = memo(function TableToolbar({
  search,
  onSearch,
  onType,
  eligibility,
  eligibilityOptions,
  onEligibility,
}: TableToolbarProps) {
  return (
    <HStack gap="3" align="end" wrap="wrap">
      <SearchBox value={search} onSearch={onSearch} onType={onType} />
      <Field.Root w="auto" minW="220px">
        <Field.Label>Eligibility</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={eligibility}
            onChange={(event) => {
              const { value } = event.currentTarget;
              if (isEligibilityFilter(value, eligibilityOptions)) onEligibility(value);
            }}
          >
            <option value="all">All eligibility</option>
            {eligibilityOptions.map((reason) => (
              <option key={reason} value={reason}>
                {ELIGIBILITY_REASONS[reason].label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
});
