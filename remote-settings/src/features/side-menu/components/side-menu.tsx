import { useId, useState } from 'react';
import { NavLink } from 'app-router';
import { canManageTrial, FEATURE_FLAGS, usePlatform, type CurrentLocation } from 'shared-contracts';
import { Box, Button, Heading, Link, List, Stack, Text } from 'ui';
import { SIDE_MENU_TITLE, settingsMenuItems, type MenuItem } from '../lib/menu-items';

function MenuEntry({ item }: { item: MenuItem }) {
  const platform = usePlatform();
  const body = (
    <Stack gap="0">
      <Text fontWeight="medium">{item.label}</Text>
      {item.description ? (
        <Text fontSize="xs" color="fg.muted">
          {item.description}
        </Text>
      ) : null}
    </Stack>
  );
  const style = {
    display: 'block',
    px: '3',
    py: '2',
    borderRadius: 'md',
    textDecoration: 'none',
    _hover: { bg: 'bg.muted', textDecoration: 'none' },
    _currentPage: { bg: 'brand.subtle', color: 'brand.fg' },
  } as const;
  if (item.target.kind === 'route') {
    return (
      <Link asChild {...style}>
        <NavLink to={item.target.to}>{body}</NavLink>
      </Link>
    );
  }
  const { page } = item.target;
  return (
    <Link
      {...style}
      href={platform.externalUrl(page)}
      onClick={(event) => {
        event.preventDefault();
        platform.openExternal(page);
      }}
    >
      {body}
    </Link>
  );
}

/**
 * The 'Virtual Security Guard Settings' side menu. On mobile it collapses behind its title.
 */
export function SideMenu({ location }: { location: CurrentLocation }) {
  const platform = usePlatform();
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const items = settingsMenuItems({
    locationId: location.locationId,
    isOwner: location.isOwner,
    canManageTrial: canManageTrial(location),
    watchZones: platform.isFlagOn(FEATURE_FLAGS.VIDEO_MONITORING_ZONES),
    privateGuard: platform.isFlagOn(FEATURE_FLAGS.PRIVATE_GUARD),
    locationOverview: platform.isFlagOn(FEATURE_FLAGS.LOCATION_OVERVIEW),
  });
  const collapsible = platform.isMobile;
  const open = !collapsible || expanded;

  return (
    <Box as="nav" aria-label={SIDE_MENU_TITLE}>
      {collapsible ? (
        <Button
          variant="outline"
          width="full"
          justifyContent="space-between"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {SIDE_MENU_TITLE}
          <span aria-hidden="true">{expanded ? '▴' : '▾'}</span>
        </Button>
      ) : (
        <Heading as="h2" size="sm" mb="2" px="3">
          {SIDE_MENU_TITLE}
        </Heading>
      )}
      {open ? (
        <List.Root id={listId} listStyleType="none" gap="1" mt={collapsible ? '2' : '0'}>
          {items.map((item) => (
            <List.Item key={item.key}>
              <MenuEntry item={item} />
            </List.Item>
          ))}
        </List.Root>
      ) : null}
    </Box>
  );
}
