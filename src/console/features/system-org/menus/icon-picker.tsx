/**
 * The menu form's icon picker: every name of `MENU_ICON_NAMES` as a toggle button with its icon (and "none"), in a
 * wrapping grid; the chosen one is pressed. Each button is named by its icon name, so it works from the keyboard and
 * for screen readers.
 */
import { Button, Grid, IconButton } from '@chakra-ui/react';
import { MENU_ICON_NAMES, MenuIcon } from '@shared/ui/menu-icon';
import { useOrgT } from '../i18n/use-org-t';

export function IconPicker({ value, onChange }: { value: string; onChange: (icon: string) => void }) {
  const { ft } = useOrgT();
  return (
    <Grid role="group" aria-label={ft('menus.iconPicker')} w="full" templateColumns="repeat(auto-fill, minmax(2.25rem, 1fr))" gap="1" maxH="36" overflowY="auto" p="1" borderWidth="1px" borderRadius="md">
      <Button size="xs" variant={value === '' ? 'solid' : 'ghost'} colorPalette="brand" aria-pressed={value === ''} onClick={() => onChange('')} gridColumn="span 2">
        {ft('menus.noIcon')}
      </Button>
      {MENU_ICON_NAMES.map((name) => (
        <IconButton
          key={name}
          size="xs"
          variant={value === name ? 'solid' : 'ghost'}
          colorPalette="brand"
          aria-label={name}
          title={name}
          aria-pressed={value === name}
          onClick={() => onChange(name)}
        >
          <MenuIcon name={name} />
        </IconButton>
      ))}
    </Grid>
  );
}
