import { getInstance } from '@module-federation/enhanced/runtime';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'app-router';
import type { ReactNode } from 'react';
import { featureFlagsQueryKey } from 'shared-contracts/api';
import type { FeatureFlags } from 'shared-contracts/constants';
import { usePlatform } from 'shared-contracts/platform';
import { resolveEnvironment } from 'shared-contracts/rules';
import { Box, Button, Heading, showToast, Stack, Table } from 'ui';
import { ModalShell } from 'ui/overlays';
import { canaryGroupOf } from '../../federation/registry/canary-choice';
import { remoteLoadsSoFar } from '../../federation/registry/remote-load-report';
import { currentRegistry } from '../../federation/registry/current-registry';
import { HOST_FLAGS } from '../../lib/host-flags';
import { compositionOf, snapshotOf, type Composition } from './composition';

export interface DebugPanelProps {
  open: boolean;
  onClose: () => void;
  /** Where "Copy snapshot" puts the snapshot's JSON; the clipboard by default. */
  copy?: (text: string) => Promise<void>;
}

function useComposition(): Composition {
  const platform = usePlatform();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const flagsOf = (key: ReturnType<typeof featureFlagsQueryKey>) =>
    queryClient.getQueryData<FeatureFlags>(key) ?? {};
  const federation = getInstance();
  return compositionOf({
    // eslint-disable-next-line local/no-browser-globals-in-render -- opened by a person, in the browser (DebugPanelOpener)
    environment: resolveEnvironment(window.location.origin),
    route: pathname,
    registry: currentRegistry(),
    groupOf: canaryGroupOf,
    loads: remoteLoadsSoFar(),
    shareScopes: federation?.shareScopeMap ?? {},
    host: { name: federation?.name ?? 'host', shared: federation?.options.shared ?? {} },
    hostFlags: HOST_FLAGS,
    userFlags: flagsOf(featureFlagsQueryKey('Neighbor', platform.session.userId)),
    locationFlags: platform.location
      ? flagsOf(featureFlagsQueryKey('Location', platform.location.locationId))
      : {},
    // eslint-disable-next-line local/no-browser-globals-in-render -- as above
    cookie: document.cookie,
  });
}

function Section({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: string[];
  rows: ReactNode[][];
}) {
  return (
    <Stack as="section" gap="2">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {/* A phone scrolls a wide table sideways, by touch or by the keyboard, rather than wrapping
          every cell onto several lines. */}
      <Box overflowX="auto" tabIndex={0} role="region" aria-label={`${title}, scrollable`}>
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column} whiteSpace="nowrap">
                  {column}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((cells, row) => (
              <Table.Row key={row}>
                {cells.map((cell, column) => (
                  <Table.Cell key={column} whiteSpace="nowrap">
                    {cell}
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}

/**
 * The debug panel (ADR 0030): the remotes this page loaded with their release and load, the
 * shared singletons and which version won, the flags in force and where each came from; and the
 * page's composition as a snapshot to attach to a field report.
 */
export function DebugPanel({
  open,
  onClose,
  copy = (text) => navigator.clipboard.writeText(text),
}: DebugPanelProps) {
  const composition = useComposition();
  const { session } = usePlatform();
  const copySnapshot = () => {
    copy(JSON.stringify(snapshotOf(composition, session.userId), null, 2)).then(
      () => showToast({ title: 'Snapshot copied', status: 'success' }),
      () => showToast({ title: 'The snapshot could not be copied', status: 'error' }),
    );
  };
  return (
    <ModalShell
      open={open}
      title="Debug panel"
      onDismiss={onClose}
      closeButton
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button onClick={copySnapshot}>Copy snapshot</Button>
        </>
      }
    >
      <Stack gap="5">
        <Section
          title="Remotes"
          columns={['Remote', 'Version', 'Release', 'Load']}
          rows={composition.remotes.map(({ remote, version, release, load }) => [
            remote,
            version,
            release,
            load ? `${load.outcome}, ${Math.round(load.durationMs)} ms` : 'not loaded',
          ])}
        />
        <Section
          title="Shared singletons"
          columns={['Package', 'In use', 'Offered']}
          rows={composition.shared.map(({ name, inUse, offered }) => [
            name,
            inUse ? `${inUse.version} (${inUse.from})` : 'not loaded',
            offered.map(({ version, from }) => `${version} (${from})`).join(', '),
          ])}
        />
        <Section
          title="Feature flags"
          columns={['Flag', 'State', 'From']}
          rows={composition.flags.map(({ flag, on, source }) => [flag, on ? 'on' : 'off', source])}
        />
      </Stack>
    </ModalShell>
  );
}
