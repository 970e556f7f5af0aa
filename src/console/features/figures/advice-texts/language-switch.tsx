/**
 * The switch between the texts' languages: one toggle button per language, named in its own language, the picked one
 * pressed (`aria-pressed`), in a labelled group reached with Tab.
 */
import { Button, Group, Text, chakra } from '@chakra-ui/react';
import { ADVICE_LANGS, type AdviceLang } from '../../../../../streams/reports/advice-texts';
import { LANGUAGE_NAMES } from './advice-text-names';

/** Props of {@link LanguageSwitch}. */
export interface LanguageSwitchProps {
  /** The group's name ('Language of the texts'). */
  label: string;
  value: AdviceLang;
  onChange: (lang: AdviceLang) => void;
}

/** The language toggle group. */
export function LanguageSwitch({ label, value, onChange }: LanguageSwitchProps) {
  return (
    <chakra.div display="flex" alignItems="center" gap="2" flexWrap="wrap">
      <Text fontSize="sm" color="fg.muted" id="advice-lang-label">
        {label}
      </Text>
      <Group attached role="group" aria-labelledby="advice-lang-label">
        {ADVICE_LANGS.map((lang) => (
          <Button key={lang} size="sm" lang={lang} variant={lang === value ? 'solid' : 'outline'} colorPalette={lang === value ? 'brand' : 'gray'} aria-pressed={lang === value} onClick={() => onChange(lang)}>
            {LANGUAGE_NAMES[lang]}
          </Button>
        ))}
      </Group>
    </chakra.div>
  );
}
