/**
 * A search inside a form that adds what is found (a gift, a kept streamer): the search field, whose Enter must not
 * submit the whole form, and the wrapping list of results, each result a button.
 */
import { Box, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Props of {@link InFormSearch}. */
export interface InFormSearchProps {
  /** Accessible name and placeholder, translated. */
  label: string;
  value: string;
  onChange: (text: string) => void;
  /** Background of the field (a Chakra colour token), when it sits on a tinted box. */
  bg?: string;
}

/** A small search field; Enter in it does nothing (the form is not submitted). */
export function InFormSearch({ label, value, onChange, bg }: InFormSearchProps) {
  return (
    <Input
      size="sm"
      type="search"
      bg={bg}
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        // Enter in the search must not submit the whole form.
        if (e.key === 'Enter') e.preventDefault();
      }}
    />
  );
}

/** The results as a wrapping list named `label`; `children` are its `<Box as="li">` items. */
export function SearchResults({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="ul" role="list" aria-label={label} display="flex" flexWrap="wrap" gap="2" listStyleType="none" m="0" p="0">
      {children}
    </Box>
  );
}
