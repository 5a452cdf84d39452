import { useId, useState } from 'react';
import { NavLink } from 'app-router';
import type { CurrentLocation } from 'shared-contracts/entities';
import { FEATURE_FLAGS } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import { canManageTrial } from 'shared-contracts/rules';
import { Box, Button, Heading, List } from 'ui';
import { SIDE_MENU_TITLE, settingsMenuItems, type MenuItem } from '../lib/menu-items';

/**
 * The menu's look, set once on its list: each entry is a plain link with plain text (remote-settings
 * README, "Repeated parts are plain elements"), as every settings page draws the menu in its first
 * render. The link looks as Chakra's plain link in the product's palette; the current page's entry
 * (`aria-current="page"`, set by NavLink) is highlighted.
 */
export const sideMenuStyles = {
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  '& a': {
    display: 'block',
    px: '3',
    py: '2',
    borderRadius: 'md',
    color: 'brand.fg',
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    focusVisibleRing: 'outside',
    _hover: { bg: 'bg.muted' },
    _currentPage: { bg: 'brand.subtle', color: 'brand.fg' },
  },
  '& .side-menu__label': { display: 'block', fontWeight: 'medium' },
  '& .side-menu__description': { display: 'block', fontSize: 'xs', color: 'fg.muted' },
} as const;

/** One entry: the content of a list item of a list styled with `sideMenuStyles`. */
function MenuEntry({ item }: { item: MenuItem }) {
  const platform = usePlatform();
  const body = (
    <>
      <span className="side-menu__label">{item.label}</span>
      {item.description ? <span className="side-menu__description">{item.description}</span> : null}
    </>
  );
  if (item.target.kind === 'route') return <NavLink to={item.target.to}>{body}</NavLink>;
  const { page } = item.target;
  return (
    <a
      href={platform.externalUrl(page)}
      onClick={(event) => {
        event.preventDefault();
        platform.openExternal(page);
      }}
    >
      {body}
    </a>
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
    locationOverview: platform.isFlagOn(FEATURE_FLAGS.LOCATION_OVERVIEW),
    isPageOn: (path) => platform.isPageOn(path),
    pathOf: (page) => platform.pagePath(page),
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
        <List.Root
          id={listId}
          listStyleType="none"
          mt={collapsible ? '2' : '0'}
          css={sideMenuStyles}
        >
          {items.map((item) => (
            <li key={item.key}>
              <MenuEntry item={item} />
            </li>
          ))}
        </List.Root>
      ) : null}
    </Box>
  );
}
